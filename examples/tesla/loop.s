// A small Tesla compute kernel: sums the 32-bit words of a table in shared memory into $r1, counting
// $r0 down, then stores the sum. Assemble: gpuisa as --arch tesla loop.s -o loop.bin
        mov b32 $r0 0x10            // element count
        mov b32 $r1 0x0             // running sum
        mov b32 $r2 0x0
top:
        add b32 $r1 $r1 $r2
        add b32 $r2 $r2 0x1
        add b32 $r0 $r0 0xffffffff
        bra top
        exit nop
