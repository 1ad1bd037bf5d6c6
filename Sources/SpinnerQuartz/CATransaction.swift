/// Groups layer changes, as QuartzCore's `CATransaction`: whether they animate implicitly, for
/// how long and on which curve, and a block to run when every animation added inside has
/// finished.
///
/// Outside any `begin()` the main run loop's implicit transaction holds the changes and commits
/// at the end of the turn. Settings are read from the innermost transaction that sets them,
/// so a nested transaction inherits its parent's until it sets its own.
public final class CATransaction {
    /// One open transaction's settings and what was added inside it.
    struct State {
        var disableActions: Bool?
        var duration: Double?
        var timingFunction: CAMediaTimingFunction??
        var completion: (() -> Void)?
        /// The latest clock time at which an animation added inside ends; nil before any, and
        /// `.infinity` once one never ends.
        var lastEnd: Double?
    }

    /// The explicit transactions, outermost first.
    nonisolated(unsafe) private static var stack: [State] = []
    /// The run loop's implicit transaction of the current turn.
    nonisolated(unsafe) private static var implicit = State()

    private init() {}

    /// Opens a transaction nested in the current one.
    public class func begin() { stack.append(State()) }

    /// Closes the innermost transaction; its completion block runs once every animation added
    /// inside has ended (in the next turn when none was added).
    public class func commit() {
        guard let closed = stack.popLast() else { return }
        // What the closed one waited for, its parent waits for too.
        if let end = closed.lastEnd { noteAnimationEnd(end) }
        schedule(closed)
    }

    /// Commits the implicit transaction (a run loop turn's end does this).
    public class func flush() { commitImplicit() }

    /// Ends the turn's implicit transaction: its completion block is scheduled, its settings
    /// reset. Explicit transactions left open stay open.
    static func commitImplicit() {
        let closed = implicit
        implicit = State()
        schedule(closed)
    }

    private static func schedule(_ state: State) {
        guard let completion = state.completion else { return }
        let loop = VirtualRunLoop.main
        let end = state.lastEnd ?? loop.now
        // A transaction whose animations never end never completes, as on iOS.
        guard end < .infinity else { return }
        loop.schedule(at: end, completion)
    }

    /// Whether property changes start no implicit animation (default false).
    public class func disableActions() -> Bool { read(\.disableActions) ?? false }
    public class func setDisableActions(_ flag: Bool) { write { $0.disableActions = flag } }

    /// The implicit animations' duration (default 0.25 s).
    public class func animationDuration() -> CFTimeInterval { read(\.duration) ?? 0.25 }
    public class func setAnimationDuration(_ duration: CFTimeInterval) { write { $0.duration = duration } }

    /// The implicit animations' curve; nil means each action's own (the default curve for
    /// Core Animation's implicit animations).
    public class func animationTimingFunction() -> CAMediaTimingFunction? { read(\.timingFunction) ?? nil }
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { write { $0.timingFunction = .some(function) } }

    /// The block run once every animation added in this transaction has ended.
    public class func completionBlock() -> (() -> Void)? { current.completion }
    public class func setCompletionBlock(_ block: (() -> Void)?) { write { $0.completion = block } }

    /// The innermost transaction.
    private static var current: State { stack.last ?? implicit }

    private static func read<T>(_ key: KeyPath<State, T?>) -> T? {
        for state in stack.reversed() { if let v = state[keyPath: key] { return v } }
        return implicit[keyPath: key]
    }

    private static func write(_ change: (inout State) -> Void) {
        if stack.isEmpty { change(&implicit) } else { change(&stack[stack.count - 1]) }
    }

    /// Closes every transaction without running anything (`VirtualRunLoop.reset()`).
    static func reset() {
        stack = []
        implicit = State()
    }

    /// Records that an animation added now ends at clock time `end` (`.infinity`: never).
    static func noteAnimationEnd(_ end: Double) {
        write { $0.lastEnd = max($0.lastEnd ?? end, end) }
    }
}
