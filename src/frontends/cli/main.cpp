#include <iostream>

#include "commands.h"
#include "tricorne/engine/process_memory.h"

int main(int argc, char** argv) {
    tricorne::core::keepFreedMemoryForReuse();
    std::vector<std::string> args(argv + 1, argv + argc);
    return tricorne::cli::run(args, {std::cout, std::cerr});
}
