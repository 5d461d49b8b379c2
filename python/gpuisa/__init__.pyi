"""Type stubs of gpuisa (the extension module gpuisa._gpuisa)."""

from os import PathLike
from typing import Any, Dict, Iterator, List, Optional, Sequence, Tuple, TypeVar, Union, overload

BytesLike = Union[bytes, bytearray, memoryview]

ARCHES: List[str]

class GpuisaError(Exception): ...
class UsageError(GpuisaError): ...
class AssemblyError(GpuisaError):
    line: int
    column: int
    message: str
    diagnostics: List[Tuple[int, int, str]]
class DecodeError(GpuisaError):
    address: int
class ContainerError(GpuisaError): ...
class RunError(GpuisaError): ...

class Instruction:
    address: int
    size: int
    bytes: bytes
    text: str
    mnemonic: Optional[str]
    op_str: str
    operands: List[Dict[str, Any]]
    modifiers: List[str]
    form: Optional[str]
    unknown_bits: Optional[int]
    flow: List[str]
    targets: List[int]
    def json(self) -> Dict[str, Any]: ...

_T = TypeVar("_T")

class Disassembly(Sequence[_T]):
    """The instructions of one disasm or disasm_lite call: a read-only sequence whose items are made
    when read (a slice is a list; equal to a list or tuple of equal items; unhashable)."""
    address: int
    def __len__(self) -> int: ...
    @overload
    def __getitem__(self, index: int) -> _T: ...
    @overload
    def __getitem__(self, index: slice) -> List[_T]: ...
    def __iter__(self) -> Iterator[_T]: ...
    def __eq__(self, other: object) -> bool: ...
    def __ne__(self, other: object) -> bool: ...
    def __add__(self, other: Union[List[_T], "Disassembly[_T]"]) -> List[_T]: ...
    def __radd__(self, other: List[_T]) -> List[_T]: ...
    def count(self, value: Any) -> int: ...
    def index(self, value: Any, start: int = 0, stop: int = ...) -> int: ...

class Disassembler:
    arch: str
    syntax: str
    def __init__(self, arch: str, syntax: Optional[str] = None) -> None: ...
    def disasm(self, code: BytesLike, address: int = 0) -> Disassembly[Instruction]: ...
    def disasm_lite(self, code: BytesLike, address: int = 0) -> Disassembly[Tuple[int, int, str, str]]: ...

class Assembler:
    def __init__(self, arch: str, syntax: Optional[str] = None) -> None: ...
    def assemble(self, text: str, address: int = 0) -> bytes: ...
    def assemble_labels(self, text: str, address: int = 0) -> Tuple[bytes, Dict[str, int]]: ...

class Kernel:
    name: str
    address: int
    size: int
    code: bytes

class Container:
    arch: Optional[str]
    format: str
    kernels: List[Kernel]
    bytes: bytes
    def replace(self, name: str, code: BytesLike) -> List[str]: ...
    def save(self, path: Union[str, PathLike[str]]) -> None: ...

class Field(Dict[str, Any]):
    bits: str
    mask: int
    name: str
    value: int
    meaning: str

class Explanation(List[Field]):
    text: str
    form: Optional[str]
    bits: int
    unexplained: int
    fields: List[Field]

def explain(arch: str, word: Union[int, str]) -> Explanation: ...
def open(path: Union[str, PathLike[str]]) -> Container: ...
def from_bytes(data: BytesLike) -> Container: ...

# A binding: a tuple of ints and words joined by "," (Fermi linear texture (address, count[, channels]);
# Tesla (address, width[, height[, format]]); sampler words), the command line's text after "N=", or a path.
Binding = Union[Tuple[Union[int, str], ...], List[Union[int, str]], str, PathLike[str]]

class RunResult:
    stats: Dict[str, Any]
    global_size: int
    def read(self, address: int, size: int) -> bytes: ...

def run(
    container: Union[Container, str, PathLike[str]],
    kernel: Optional[str] = None,
    grid: Union[int, Tuple[int, ...]] = 1,
    block: Union[int, Tuple[int, ...]] = 1,
    params: Optional[List[Union[int, float, str, bytes]]] = None,
    globals: Optional[Dict[int, BytesLike]] = None,
    global_size: Optional[int] = None,
    max_steps: Optional[int] = None,
    shared_dynamic: int = 0,
    consts: Optional[Dict[int, BytesLike]] = None,
    threads: Optional[int] = None,
    variant: Optional[str] = None,
    textures: Optional[Dict[int, Binding]] = None,
    surfaces: Optional[Dict[int, Binding]] = None,
    samplers: Optional[Dict[int, Binding]] = None,
) -> RunResult: ...
