#include <iostream>

#include "commands.h"

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    return tricorne::cli::run(args, {std::cout, std::cerr});
}
