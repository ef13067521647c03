#include "tricorne/engine/process_memory.h"

#include <cstdlib>  // defines __GLIBC__ where the C library is glibc
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace tricorne::core {

void keepFreedMemoryForReuse() {
#if defined(__GLIBC__)
    // The top of the heap is given back only past 256 MiB free, and grows 16 MiB at a time.
    mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024);
    mallopt(M_TOP_PAD, 16 * 1024 * 1024);
#endif
}

}  // namespace tricorne::core
