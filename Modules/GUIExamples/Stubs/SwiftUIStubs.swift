#if !canImport(SwiftUI)
    // Just enough of SwiftUI's shape for the examples to compile where SwiftUI does not exist. On Apple
    // platforms the real SwiftUI is used and this file is empty.

    @MainActor protocol View {
        associatedtype Body: View
        @ViewBuilder var body: Body { get }
    }

    extension Never: View {
        var body: Never { fatalError("Never has no body") }
    }

    /// A view SwiftUI draws itself, with no body of its own.
    @MainActor protocol PrimitiveView: View where Body == Never {}

    extension PrimitiveView {
        var body: Never { fatalError("\(Self.self) draws itself") }
    }

    struct EmptyView: PrimitiveView {}
    struct TupleView<Content>: PrimitiveView { let content: Content }
    struct OptionalView<Content: View>: PrimitiveView { let content: Content? }
    struct ModifiedContent<Content: View>: PrimitiveView { let content: Content }

    @MainActor @resultBuilder enum ViewBuilder {
        static func buildBlock() -> EmptyView { EmptyView() }
        static func buildBlock<Content: View>(_ content: Content) -> Content { content }
        static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
            TupleView(content: (repeat each content))
        }
        static func buildIf<Content: View>(_ content: Content?) -> OptionalView<Content> { OptionalView(content: content) }
    }

    struct Text: PrimitiveView {
        let content: String
        init(_ content: String) { self.content = content }
    }

    struct TextField: PrimitiveView {
        init(_ title: String, text: Binding<String>) {}
    }

    struct SecureField: PrimitiveView {
        init(_ title: String, text: Binding<String>) {}
    }

    struct ButtonRole: Equatable {
        static let cancel = ButtonRole()
    }

    struct Button: PrimitiveView {
        let title: String
        let action: () -> Void
        init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
            self.title = title
            self.action = action
        }
    }

    struct ProgressView: PrimitiveView {
        init(_ title: String) {}
    }

    struct VStack<Content: View>: PrimitiveView {
        let content: Content
        init(@ViewBuilder content: () -> Content) { self.content = content() }
    }

    struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
        init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    }

    extension View {
        func alert<Actions: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions) -> ModifiedContent<Self>
        {
            ModifiedContent(content: self)
        }

        func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self> {
            ModifiedContent(content: self)
        }
    }

    struct Binding<Value> {
        let get: () -> Value
        let set: (Value) -> Void
        init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
            self.get = get
            self.set = set
        }
        var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }
    }

    @propertyWrapper struct State<Value> {
        private final class Box {
            var value: Value
            init(_ value: Value) { self.value = value }
        }

        private let box: Box
        init(wrappedValue: Value) { box = Box(wrappedValue) }

        var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        var projectedValue: Binding<Value> {
            Binding(get: { box.value }, set: { box.value = $0 })
        }
    }
#endif
