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
