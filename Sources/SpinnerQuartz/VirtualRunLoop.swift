import SpinnerCore
import SpinnerAnimation

/// The app's main run loop on a virtual clock: what `CACurrentMediaTime()` reads, and what a
/// `LayerRecorder` turns instead of the display.
///
/// Work waits on the loop as events at clock times: an animation's end (its delegate's
/// `animationDidStop`, its removal), its start, a transaction's completion block, a block
/// scheduled with `perform(after:_:)`. `run(until:)` takes them in time order (equal times in
/// the order they were scheduled); each is one turn of the loop, and each turn ends as a run
/// loop's turn does on iOS: layout, then the implicit transaction commits. Work an event adds
/// (a restarted animation group, a new colour) starts at the event's own moment, never at the
/// next frame:
///
///     clock     1.5 (group ends)               1.5 + 1/60 (next frame)
///               |------------------------------|
///     turn      animationDidStop -> add group  drawn: the new group at 1/60 s in
///               (beginTime 0 resolves to 1.5)
///
/// UIKit code runs on the main thread and so does this loop: it is not thread-safe, and
/// tests that use it run one at a time.
public final class VirtualRunLoop {
    /// The main run loop.
    nonisolated(unsafe) public static let main = VirtualRunLoop()

    /// The clock, in seconds: `CACurrentMediaTime()`.
    public private(set) var now: Double = 0

    private struct Event {
        let time: Double
        let order: Int
        let action: () -> Void
    }
    private var events: [Event] = []
    private var scheduled = 0
    /// Whether any layer changed since the last commit (what a recorder freezes anew).
    private(set) var changed = false
    /// The roots of the trees on screen: laid out and committed each turn.
    private var windows: [WindowEntry] = []
    private struct WindowEntry {
        weak var layer: CALayer?
    }
    /// Called after each commit that changed something, with the commit's clock time.
    private var commitObservers: [Int: (Double) -> Void] = [:]
    private var nextObserver = 0
    /// Called at each commit before the transaction closes: the layout pass (UIKit hooks its
    /// views' `layoutSubviews` here through their layers' delegate).
    private var layoutRoots: [CALayer] { windows.compactMap(\.layer) }

    init() {}

    /// Starts over as a freshly launched app: the clock at 0, nothing scheduled, no window on
    /// screen, no transaction open. Recorders made before it record nothing more.
    ///
    /// Frames are exact functions of clock times, and the same arithmetic on other clock
    /// readings rounds differently in the last bits: a test that records goldens resets first,
    /// so that its frames do not depend on what ran before it.
    public func reset() {
        now = 0
        events = []
        scheduled = 0
        windows = []
        commitObservers = [:]
        changed = false
        CATransaction.reset()
    }

    /// Runs `block` on the main loop `delay` seconds from now (at once, in the next turn, when
    /// 0): `DispatchQueue.main.asyncAfter`, or a timer's firing, on the virtual clock.
    public func perform(after delay: Double = 0, _ block: @escaping () -> Void) {
        schedule(at: now + max(0, delay.isFinite ? delay : 0), block)
    }

    /// Queues `action` for clock time `time` (now, if earlier).
    func schedule(at time: Double, _ action: @escaping () -> Void) {
        guard !time.isNaN, time < .infinity else { return }
        scheduled += 1
        events.append(Event(time: max(time, now), order: scheduled, action: action))
    }

    /// Advances the clock to `time`, running every event due at or before it in time order, each
    /// as a turn (its work, the layout pass, the commit), and commits at `time` itself.
    public func run(until time: Double) {
        precondition(time.isFinite && time >= now, "the clock only runs forwards")
        while let i = nextEvent(atOrBefore: time) {
            let event = events.remove(at: i)
            now = event.time
            event.action()
            commit()
        }
        now = time
        commit()
    }

    /// Runs the loop for `seconds` more.
    public func run(for seconds: Double) { run(until: now + seconds) }

    /// The earliest due event (the first scheduled of equal times).
    private func nextEvent(atOrBefore time: Double) -> Int? {
        var best: Int?
        for (i, e) in events.enumerated() where e.time <= time {
            if let b = best, (events[b].time, events[b].order) <= (e.time, e.order) { continue }
            best = i
        }
        return best
    }

    // MARK: - Turns

    /// The end of a turn: the layout pass over every window, then the implicit transaction's
    /// commit (its completion block scheduled; every layer on screen now has a presentation,
    /// so later changes to it animate implicitly), then the recorders hear of any change.
    func commit() {
        for root in layoutRoots { root.layoutIfNeededRecursively() }
        CATransaction.commitImplicit()
        for root in layoutRoots { root.markCommitted() }
        guard changed else { return }
        changed = false
        for observer in commitObservers.values { observer(now) }
    }

    /// Notes that some layer changed: the next commit tells the recorders.
    func noteChange() { changed = true }

    /// Puts `layer` on screen: laid out and committed at every turn until `removeWindow`.
    func addWindow(_ layer: CALayer) {
        windows.removeAll { $0.layer == nil || $0.layer === layer }
        windows.append(WindowEntry(layer: layer))
    }

    /// Takes `layer` off screen.
    func removeWindow(_ layer: CALayer) {
        windows.removeAll { $0.layer == nil || $0.layer === layer }
    }

    /// Registers `observer` for every commit that changed something; returns a token for
    /// `removeCommitObserver`.
    func addCommitObserver(_ observer: @escaping (Double) -> Void) -> Int {
        nextObserver += 1
        commitObservers[nextObserver] = observer
        return nextObserver
    }

    func removeCommitObserver(_ token: Int) { commitObservers[token] = nil }
}

/// The current time of the main run loop's clock, in seconds (QuartzCore's
/// `CACurrentMediaTime()`): virtual, advanced only by `VirtualRunLoop.run(until:)` and the
/// recorder, so a run is the same every time.
public func CACurrentMediaTime() -> CFTimeInterval { VirtualRunLoop.main.now }

/// Core Foundation's time interval, in seconds.
public typealias CFTimeInterval = Double
