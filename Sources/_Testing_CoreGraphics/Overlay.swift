// Swift Testing declares a cross-import overlay for CoreGraphics (`Testing.swiftcrossimport`, which
// on Apple platforms adds image attachments). A file that imports both Testing and CoreGraphics makes
// the compiler load `_Testing_CoreGraphics`; Linux's toolchain ships no such module, since it has no
// CoreGraphics, so without this empty one every test file that imports Testing and SwiftUI (which
// re-exports Darkroom's CoreGraphics) fails with "no such module '_Testing_CoreGraphics'".
