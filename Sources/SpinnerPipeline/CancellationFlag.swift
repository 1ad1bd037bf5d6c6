import Synchronization

/// A flag that any thread (a signal handler's queue, say) can raise to stop a render; the
/// pipeline checks it between frames and removes its partial output.
public final class CancellationFlag: Sendable {
    private let raised = Atomic<Bool>(false)

    public init() {}

    /// Asks the render to stop.
    public func cancel() { raised.store(true, ordering: .releasing) }

    public var isCancelled: Bool { raised.load(ordering: .acquiring) }
}
