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
    Disassembly,
    GpuisaError,
    Instruction,
    Kernel,
    RunError,
    RunResult,
    UsageError,
    explain as _explain,
    from_bytes,
    open,
    run,
)

import collections.abc as _abc

# What disasm and disasm_lite return reads as a sequence (len, indices, slices, iteration): say so to
# isinstance(x, Sequence).
_abc.Sequence.register(Disassembly)



class Field(dict):
    """One field of an explained instruction: `bits` (runs as "63..58,7..3"), `mask`, `name`, `value`,
    `meaning`; read as a dict (`f["name"]`) or as attributes (`f.name`)."""

    def __getattr__(self, key):
        try:
            return self[key]
        except KeyError:
            raise AttributeError(key) from None


class Explanation(list):
    """The fields of one instruction, in order (a list of Field), with `text`, `form`, `bits` (the
    instruction's value) and `unexplained` (the mask of bits no field reads) as attributes; `e["fields"]`
    and the other names also read as keys."""

    def __init__(self, d):
        super().__init__(Field(f) for f in d["fields"])
        self.text = d["text"]
        self.form = d["form"]
        self.bits = d["bits"]
        self.unexplained = d["unexplained"]

    @property
    def fields(self):
        return list(self)

    def __getitem__(self, key):
        if isinstance(key, str):
            if key in ("fields", "text", "form", "bits", "unexplained"):
                return getattr(self, key)
            raise KeyError(key)
        return super().__getitem__(key)


def explain(arch, word):
    """Every field of one instruction: `word` is an int (the instruction's value) or hex text."""
    return Explanation(_explain(arch, word))


__all__ = [
    "ARCHES", "Assembler", "AssemblyError", "Container", "ContainerError", "DecodeError", "Disassembler", "Disassembly",
    "Explanation", "Field", "GpuisaError", "Instruction", "Kernel", "RunError", "RunResult", "UsageError", "explain", "from_bytes", "open", "run",
]
