// Overloaded{lambda...}: one visitor for std::visit made of a lambda per alternative.
#pragma once

namespace tricorne::core {

template <class... Ts>
struct Overloaded : Ts... {
    using Ts::operator()...;
};
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

}  // namespace tricorne::core
