// ReConnect re-exports what a connected screen needs: the binders and OpenCombine.
@_exported import Bindings
@_exported import OpenCombine
