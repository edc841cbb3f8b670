import DarkroomLayout
import Foundation
import UIKit

/// Where a named colour (`Color("Brand", bundle: .module)`, `UIColor(named:in:compatibleWith:)`)
/// comes from when a view draws it: the run's `asset-colors.json` override if it lists the
/// name, else the colour set of the bundle's asset catalogue for the view's colour scheme.
/// A name neither has draws magenta and the render warns, naming it; a colour set that cannot
/// be read fails the render, naming its file and line.
enum NamedColors {
    static func resolve(_ name: String, bundlePath: String?, in environment: EnvironmentValues) -> DarkroomLayout.Color {
        let dark = environment.colorScheme == .dark
        if let override = environment.namedColors?.override(name, dark: dark) { return override }
        guard let resources = bundlePath ?? Bundle.main.resourcePath,
              let found = AssetCatalog.of(resourcePath: resources).colorSet(named: name) else {
            return environment.namedColors?.missing(name) ?? AssetColors.placeholder
        }
        switch found {
        case .failure(let problem):
            environment.notDrawnLog.add("DarkroomUI: Color(\"\(name)\") cannot be drawn: \(problem.message)")
            return AssetColors.placeholder
        case .success(let set):
            switch set.value(dark: dark) {
            case .rgba(let r, let g, let b, let a)?:
                return Color(red: r, green: g, blue: b, opacity: a).resolved(in: environment)
            case .system(let color)?:
                return Color(uiColor: color).resolved(in: environment)
            case nil:
                environment.notDrawnLog.add("DarkroomUI: Color(\"\(name)\") has no colour for the \(dark ? "dark" : "light") appearance in \(set.file); add an Any or \(dark ? "Dark" : "Light") appearance")
                return AssetColors.placeholder
            }
        }
    }
}
