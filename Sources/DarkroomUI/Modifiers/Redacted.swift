import DarkroomLayout
import Foundation

/// Why a view's content is hidden, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// SwiftUI's `redacted(reason:)`: with an empty reason the view is drawn as it is (exact);
/// any other reason (placeholder bars instead of text) is not drawn yet.
extension View {
    public func redacted(reason: RedactionReasons, file: StaticString = #fileID, line: UInt = #line) -> some View {
        NotDrawnIf(condition: !reason.isEmpty, api: "redacted(reason:)", file: file, line: line, content: self)
    }

    public func unredacted() -> some View { self }
}

/// `content`, marked not drawn when `condition` holds (an API drawn for some arguments only).
struct NotDrawnIf<Content: View>: View, PrimitiveView {
    let condition: Bool
    let api: String
    let file: StaticString
    let line: UInt
    let content: Content

    var body: Never { primitiveBody("NotDrawnIf") }

    func lower(_ lowering: inout ViewLowering) -> [Node] {
        condition ? NotDrawnYet(api, file: file, line: line).lower(content, &lowering) : lowering.lower(content)
    }
}
