"""Errors the shells report as a message, not a traceback."""


class UserError(Exception):
    """A mistake on the command line (missing path, unknown format...): message, no traceback."""
