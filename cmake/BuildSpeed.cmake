# What keeps a build from scratch short on a two-core machine: lld links the Debug test
# executables, some 100 MB each with their debug information, about five times faster than
# the default linker (docs/performance.md, "Build"). Without lld the default linker is used.
option(TRICORNE_USE_LLD "Link with lld when the compiler can" ON)
if(TRICORNE_USE_LLD)
  include(CheckLinkerFlag)
  check_linker_flag(CXX "-fuse-ld=lld" TRICORNE_HAVE_LLD)
  if(TRICORNE_HAVE_LLD)
    add_link_options(-fuse-ld=lld)
  endif()
endif()

# CI reads a failure from the test's output, a sanitizer's report or a backtrace, which need
# line tables alone: -g1 writes objects 40-55 % smaller than -g for the Debug and sanitizer
# builds to write and link (docs/reliability.md, "CI's length"). Developers keep -g.
set(TRICORNE_CI OFF)
if(DEFINED ENV{CI} AND "$ENV{CI}" STREQUAL "true")
  set(TRICORNE_CI ON)
endif()
option(TRICORNE_LINE_TABLES_ONLY "Debug information as line tables only (-g1), as in CI" ${TRICORNE_CI})
if(TRICORNE_LINE_TABLES_ONLY)
  set(TRICORNE_DEBUG_INFO -g1)
  add_compile_options($<$<CONFIG:Debug>:-g1>)
else()
  set(TRICORNE_DEBUG_INFO -g)
endif()

# CI builds everything twice from scratch (Debug, then the sanitizers) on two cores, and most of
# a file's compile time is the headers it shares with its neighbours (the standard library,
# nlohmann/json, GoogleTest, Qt). A unity build compiles a target's sources in batches, each
# batch one translation unit, so those headers are read once a batch (docs/reliability.md,
# "CI's length"). Developers keep one file a unit, so an edit recompiles one file.
option(TRICORNE_UNITY_BUILD "Compile each target's sources in batches (unity build), as in CI" ${TRICORNE_CI})
if(TRICORNE_UNITY_BUILD)
  set(CMAKE_UNITY_BUILD ON)
  set(CMAKE_UNITY_BUILD_BATCH_SIZE 8)
endif()
