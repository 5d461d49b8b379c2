// A small Tesla compute kernel body, to show the assembler and the lossless round trip:
// $r1 accumulates $r2 = 0, 1, 2, ... while $r0 counts down (the branch back is unconditional here).
// Assemble: gpuisa as --arch tesla loop.s -o loop.bin    Disassemble: gpuisa dis --arch tesla loop.bin
        mov b32 $r0 0x10            // element count
        mov b32 $r1 0x0             // running sum
        mov b32 $r2 0x0
top:
        add b32 $r1 $r1 $r2         // short (32-bit) form
        add b32 $r2 $r2 0x1         // long form with a 32-bit immediate
        add b32 $r0 $r0 0xffffffff
        bra top                     // long control form; code addresses are absolute
        exit nop
