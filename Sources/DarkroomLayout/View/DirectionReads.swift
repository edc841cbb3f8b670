import Foundation   // NSLock

/// Whether lowering a variant's view depended on its layout direction: it read the direction
/// (`@Environment(\.layoutDirection)`, UIKit traits, a body reading `VariantEnvironment.direction`),
/// set it, or kept the environment to lower more later (a `GeometryReader` lowers its content
/// at layout time). When none of these happened, the variant's right-to-left twin lowers to the
/// same tree, and a render lays that tree out again instead of lowering it again (the
/// catalogue's lowering is about a sixth of a cold render's time). Created per lowering and
/// carried in its environment, like the lowering's other logs: a value, never a global.
public final class DirectionReads: @unchecked Sendable {
    private let lock = NSLock()
    private var marked = false

    public init() {}

    /// Records that the lowering depended on the direction.
    public func mark() { lock.withLock { marked = true } }

    /// Whether anything depended on the direction since this log was made.
    public var happened: Bool { lock.withLock { marked } }
}
