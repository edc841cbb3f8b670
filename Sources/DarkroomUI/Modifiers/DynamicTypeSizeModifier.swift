import Foundation

/// SwiftUI's `dynamicTypeSize(_:)`: sets, or clamps to a range, the Dynamic Type size that
/// text styles, `@ScaledMetric` and UIKit metrics inside read.
extension View {
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Clamps the environment's size into `range` (Apple: "Limits the Dynamic Type size
    /// within the view to the given range").
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(EnvironmentModifier { environment in
            let all = DynamicTypeSize.allCases
            let current = environment.dynamicTypeSize
            if range.contains(current) { return }
            // The nearest size inside the range: the smallest one above, or the largest below.
            let inside = all.filter { range.contains($0) }
            guard let low = inside.first, let high = inside.last else { return }
            environment.dynamicTypeSize = current < low ? low : high
        })
    }
}
