"""The version, on its own: modules that record it need not import the package face."""

__version__ = "0.2.0"
