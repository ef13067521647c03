# The sanitizer build (the `asan` preset) and the fuzz build are one clang configuration, so
# CI compiles the engine and the games once for both: every object is checked by ASan and
# UBSan and carries libFuzzer's coverage, asserts stay on (no build type, so no NDEBUG) and
# libstdc++ checks optional access and vector indices, so a broken invariant stops the run
# instead of reading garbage. Programs other than the fuzz targets run without libFuzzer.
option(TRICORNE_SANITIZE "Build with clang's ASan, UBSan and libFuzzer coverage; adds the fuzz targets" OFF)
if(TRICORNE_SANITIZE)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "TRICORNE_SANITIZE needs clang: configure with -DCMAKE_CXX_COMPILER=clang++")
  endif()
  add_compile_options(${TRICORNE_DEBUG_INFO} -O1 -fno-omit-frame-pointer
    -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all
    -D_GLIBCXX_ASSERTIONS)
  add_link_options(-fsanitize=address,undefined)
endif()
