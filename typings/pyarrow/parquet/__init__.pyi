from .core import *  # noqa
