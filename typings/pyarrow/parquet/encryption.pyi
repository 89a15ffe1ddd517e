from pyarrow._parquet_encryption import (
    CryptoFactory,
    DecryptionConfiguration,
    EncryptionConfiguration,
    KmsClient,
    KmsConnectionConfig,
)

__all__ = [
    "CryptoFactory",
    "DecryptionConfiguration",
    "EncryptionConfiguration",
    "KmsClient",
    "KmsConnectionConfig",
]
