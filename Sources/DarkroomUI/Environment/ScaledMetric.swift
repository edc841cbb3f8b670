import Foundation
import UIKit

/// A length that scales with Dynamic Type, as SwiftUI's `@ScaledMetric`: the value given is
/// the one at Large, scaled by the ratio of `relativeTo`'s point size at the environment's
/// Dynamic Type size to its size at Large (iOS's table, `DynamicTypeSizes`), which is how
/// `UIFontMetrics.scaledValue(for:)` scales. Darkroom installs the environment before a body
/// runs, as it does for `@Environment`.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle
    private let box = EnvironmentBox()

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    public var wrappedValue: Value {
        let category = box.values.dynamicTypeSize.contentSizeCategory
        return baseValue * Value(DynamicTypeSizes.scale(textStyle.uiTextStyle, category))
    }
}

extension ScaledMetric: EnvironmentInstallable {
    func install(_ environment: EnvironmentValues) { box.values = environment }
}
