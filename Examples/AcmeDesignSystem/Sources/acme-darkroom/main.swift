import DarkroomCatalog
import DarkroomCLI
import Foundation

// The whole integration: a catalogue and a token folder, handed to Darkroom's CLI.
// Fonts and icons come from the Darkroom checkout (found from the current folder upwards,
// or with --root).
let tokens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Tokens").standardized.path
DarkroomCLI.main(catalog: Catalog(components: [AcmeBadgeComponent.self], backgroundToken: "color.badge.canvas"),
                 tokensDirectory: tokens)
