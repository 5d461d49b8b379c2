// A small Tesla compute kernel body, to show the assembler, the lossless round trip and the simulator:
// $r1 accumulates $r2 = 0, 1, 2, ... while $r0 counts down from 16; the sum goes to global memory at 0.
// Assemble: gpuisa as --arch tesla loop.s -o loop.bin    Disassemble: gpuisa dis --arch tesla loop.bin
// Run:      gpuisa run --arch tesla loop.bin --grid 1 --block 1 --dump 0:4     (prints `00000 00000078`)
        mov b32 $r0 0x10            // element count
        mov b32 $r1 0x0             // running sum
        mov b32 $r2 0x0
        mov b32 $r4 0xffffffff
top:
        add b32 $r1 $r1 $r2         // short (32-bit) form
        add b32 $r2 $r2 0x1         // long form with a 32-bit immediate
        add b32 $c0 $r0 $r0 $r4     // count down; $c0 gets the flags
        (lg $c0) bra top            // back while $r0 != 0; code addresses are absolute
        mov b32 $r3 0x0
        st b32 g14[$r3] $r1         // the sum, 0 + 1 + ... + 15 = 0x78
        exit nop
