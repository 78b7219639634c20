/// A weak reference, so a test can hold a screen's objects and then prove they were released.
public struct Weak {
    public weak var object: AnyObject?

    public init(_ object: AnyObject?) {
        self.object = object
    }

    /// Whether the object is gone.
    public var isReleased: Bool { object == nil }
}
