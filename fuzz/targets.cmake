# The libFuzzer targets, built by fuzz/CMakeLists.txt alone or by the main project in its
# sanitizer configuration (TRICORNE_SANITIZE), where they land in <build>/fuzz/.
add_library(tricorne_fuzz_support STATIC ${CMAKE_CURRENT_LIST_DIR}/fuzz_support.cpp)
target_link_libraries(tricorne_fuzz_support PUBLIC tricorne_series tricorne_saratoga tricorne_block)

foreach(target fuzz_save fuzz_scenario fuzz_map fuzz_counters fuzz_rules fuzz_action fuzz_block_data fuzz_ai_weights)
  add_executable(${target} ${CMAKE_CURRENT_LIST_DIR}/${target}.cpp)
  target_link_libraries(${target} PRIVATE tricorne_fuzz_support)
  target_link_options(${target} PRIVATE -fsanitize=fuzzer)
  set_target_properties(${target} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${TRICORNE_FUZZ_BINARY_DIR})
endforeach()
# fuzz_action starts from the positions the seed saves reach.
# fuzz_ai_weights searches with the weights it is given.
target_link_libraries(fuzz_ai_weights PRIVATE tricorne_ai)
target_compile_definitions(fuzz_action PRIVATE TRICORNE_FUZZ_SAVES_DIR="${CMAKE_CURRENT_LIST_DIR}/corpus/fuzz_save")
