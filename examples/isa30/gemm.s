// Matrix multiply C = A x B with the gemm_medium sample program of the MIMORI accelerator.
// Run it: gpuisa run --arch isa30 examples/isa30/gemm.s --config examples/isa30/gemm.json
// Each lane computes one element of C; the accumulation loop (aofs dimension 5) walks k.
R0 = 0                // prologue (loop level 0 only): clear the accumulator
nop                   // a register write is visible two instructions later
R0 = R0 + I0*I1       // body: R0 += A[i][k] * B[k][j]
nop
DRAM = R0             // epilogue (last k only): C[i][j] = R0
