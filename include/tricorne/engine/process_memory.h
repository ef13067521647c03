// How a program's freed memory is handed back to the system.
#pragma once

namespace tricorne::core {

// Keeps memory a program frees for its next allocations rather than handing the top of the
// heap back to the system at every free: a search makes and drops a whole game state each
// iteration, and returning those pages each time cost a tenth of its time in the kernel.
// Called once, first thing in main. Does nothing where the C library has no such setting.
void keepFreedMemoryForReuse();

}  // namespace tricorne::core
