import Foundation

/// SwiftUI's ways of squeezing text that does not fit: tightening the letter spacing and
/// scaling the font down. Declared; not drawn yet (Darkroom's text layout cannot shrink a
/// line), so a snapshot that reaches either fails, naming it.
extension View {
    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public func allowsTightening(_ flag: Bool, file: StaticString = #fileID, line: UInt = #line) -> some View {
        notDrawnYet("allowsTightening(_:)", file: file, line: line)
    }

    @available(*, deprecated, message: "DarkroomUI: not drawn yet")
    public func minimumScaleFactor(_ factor: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> some View {
        notDrawnYet("minimumScaleFactor(_:)", file: file, line: line)
    }
}
