/// What a `GeometryReader` holds: its content, built again for each size it is laid out at
/// (the SwiftUI layer lowers the team's closure with the reader's environment).
public struct GeometryContent: Sendable {
    public let make: @Sendable (Size) -> Node
    public init(_ make: @escaping @Sendable (Size) -> Node) { self.make = make }
}
