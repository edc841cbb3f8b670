import DarkroomLayout
import DarkroomUI

/// `assertSnapshot` for a SwiftUI view: the view is lowered with the environment a variant
/// would set (direction, colour scheme), then rendered and compared exactly as any other
/// snapshot (same reference files, sidecar explanation and record modes). Main-actor
/// isolated because SwiftUI views' bodies are: call it from a `@MainActor` test.
@MainActor
public func assertSnapshot<V: DarkroomUI.View>(
    of view: V, named name: String,
    direction: DarkroomUI.LayoutDirection = .leftToRight, colorScheme: DarkroomUI.ColorScheme = .light,
    scale: Int = 1, width: Double? = nil, background: DarkroomUI.Color? = .white,
    record: RecordMode = .current(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(of: lowered(view, direction: direction, colorScheme: colorScheme, scale: scale), named: name,
                   direction: direction.engine, scale: scale, width: width, background: background?.resolved(in: colorScheme),
                   record: record, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The check behind the SwiftUI `assertSnapshot`: nil when the snapshot matches, else the message.
@MainActor
public func verifySnapshot<V: DarkroomUI.View>(
    of view: V, named name: String, direction: DarkroomUI.LayoutDirection = .leftToRight,
    colorScheme: DarkroomUI.ColorScheme = .light, scale: Int = 1, width: Double? = nil,
    background: DarkroomUI.Color? = .white, record: RecordMode = .current(), filePath: String
) -> String? {
    verifySnapshot(of: lowered(view, direction: direction, colorScheme: colorScheme, scale: scale), named: name,
                   direction: direction.engine, scale: scale, width: width, background: background?.resolved(in: colorScheme),
                   record: record, filePath: filePath)
}

@MainActor
private func lowered<V: DarkroomUI.View>(_ view: V, direction: DarkroomUI.LayoutDirection,
                                         colorScheme: DarkroomUI.ColorScheme, scale: Int) -> Node {
    var environment = EnvironmentValues()
    environment.layoutDirection = direction
    environment.colorScheme = colorScheme
    environment.displayScale = Double(scale)
    // A name missing from the map draws magenta, which the reference shows.
    environment.namedColors = AssetColors.Current(SharedResources.assetColors)
    return ViewLowering.node(view, environment: environment)
}

extension DarkroomUI.LayoutDirection {
    /// The layout engine's direction.
    var engine: DarkroomLayout.LayoutDirection { self == .rightToLeft ? .rightToLeft : .leftToRight }
}
