import cffi

c_source: str
ffi: cffi.FFI
