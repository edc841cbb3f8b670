// Swift Testing declares a cross-import overlay for UIKit (`Testing.swiftcrossimport`, which
// on Apple platforms adds image attachments). A file that imports both Testing and UIKit makes
// the compiler load `_Testing_UIKit`; Linux's toolchain ships no such module, since it has no
// UIKit, so without this empty one every test file that imports Testing and SwiftUI (which
// re-exports Darkroom's UIKit) fails with "no such module '_Testing_UIKit'".
