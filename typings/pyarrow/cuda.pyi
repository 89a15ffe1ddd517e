from pyarrow._cuda import (
    BufferReader,
    BufferWriter,
    Context,
    CudaBuffer,
    HostBuffer,
    IpcMemHandle,
    new_host_buffer,
    read_message,
    read_record_batch,
    serialize_record_batch,
)

__all__ = [
    "BufferReader",
    "BufferWriter",
    "Context",
    "CudaBuffer",
    "HostBuffer",
    "IpcMemHandle",
    "new_host_buffer",
    "read_message",
    "read_record_batch",
    "serialize_record_batch",
]
