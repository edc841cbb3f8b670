/// What assistive technology sees for one element.
public struct AccessibilityNode: Hashable, Sendable, Codable {
    public var role: String
    public var label: String
    public var value: String?
    public var hint: String?
    public var description: String?
    public var identifier: String?
    /// The element's frame, grown to the minimum hit size where one was promised.
    public var hitArea: Rect
    public init(role: String, label: String, value: String?, hint: String?, description: String? = nil,
                identifier: String?, hitArea: Rect) {
        self.role = role; self.label = label; self.value = value; self.hint = hint; self.description = description
        self.identifier = identifier; self.hitArea = hitArea
    }
}
