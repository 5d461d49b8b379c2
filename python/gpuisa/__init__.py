"""gpuisa: decode, disassemble, assemble, explain and run the machine code of historical GPUs
(NVIDIA Tesla and Fermi, the PowerVR SGX543 USSE of the PS Vita, the 30-bit isa30).

    import gpuisa
    d = gpuisa.Disassembler("fermi")
    for i in d.disasm(code, address=0):
        print(hex(i.address), i.mnemonic, i.op_str)
"""

from ._gpuisa import (
    ARCHES,
    Assembler,
    AssemblyError,
    Container,
    ContainerError,
    DecodeError,
    Disassembler,
    GpuisaError,
    Instruction,
    Kernel,
    RunError,
    RunResult,
    UsageError,
    explain,
    from_bytes,
    open,
    run,
)

__all__ = [
    "ARCHES", "Assembler", "AssemblyError", "Container", "ContainerError", "DecodeError", "Disassembler",
    "GpuisaError", "Instruction", "Kernel", "RunError", "RunResult", "UsageError", "explain", "from_bytes", "open", "run",
]
