// The value types every stage shares (points, sizes, rectangles, colours, accessibility
// elements) live in the leaf module DarkroomGeometry, so tokens and manifests need not
// depend on the layout engine; the engine's users see them through it as before.
@_exported import DarkroomGeometry
