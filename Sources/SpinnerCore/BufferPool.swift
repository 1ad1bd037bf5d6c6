import Synchronization

/// Buffers made once and lent out again and again, so a long render allocates its frames a
/// few times instead of once a frame: `take` reuses a returned buffer or makes one, `giveBack`
/// returns it. The pool never holds more than it was given back; its `statistics` count what
/// was made and how many were out at once, for tests that bound both.
public final class BufferPool<Buffer: Sendable>: Sendable {
    /// What a pool has done so far.
    public struct Statistics: Hashable, Sendable {
        /// Buffers made (the pool had none free).
        public var made = 0
        /// Buffers lent out in all, made or reused.
        public var taken = 0
        /// The most buffers out at one time.
        public var peakOut = 0
        /// Buffers out now.
        public var out = 0
    }

    private let make: @Sendable () -> Buffer
    private let state: Mutex<(free: [Buffer], statistics: Statistics)>

    /// A pool making each buffer with `make` when none is free.
    public init(_ make: @escaping @Sendable () -> Buffer) {
        self.make = make
        state = Mutex(([], Statistics()))
    }

    /// A free buffer (its contents are whatever its last user left) or a new one.
    public func take() -> Buffer {
        let reused: Buffer? = state.withLock { s in
            s.statistics.taken += 1
            s.statistics.out += 1
            s.statistics.peakOut = max(s.statistics.peakOut, s.statistics.out)
            if let b = s.free.popLast() { return b }
            s.statistics.made += 1
            return nil
        }
        // Made outside the lock: a frame's buffer takes a while to clear.
        return reused ?? make()
    }

    /// Returns `buffer` for a later `take`.
    public func giveBack(_ buffer: consuming Buffer) {
        let b = buffer
        state.withLock { s in
            s.statistics.out -= 1
            s.free.append(b)
        }
    }

    /// What the pool has done so far.
    public var statistics: Statistics { state.withLock { $0.statistics } }
}
