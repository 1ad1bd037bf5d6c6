#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The process's standard output and standard error, written with `write(2)`.
///
/// Why not `print` and `FileHandle`: `FileHandle.write` traps (SIGILL) when the descriptor is
/// closed, full or a broken pipe, and stdio hides a failed write until exit. Here standard output
/// is buffered and its first failure is kept, so the command ends with status 74 and one line
/// instead of a crash or a silent truncation; standard error is best effort (there is nowhere
/// left to report its failure).
enum Console {
    private struct State {
        var buffer: [UInt8] = []
        /// Why writing standard output failed, once it has.
        var failure: String?
        /// Standard output was closed when the process started (`>&-`).
        var outputWasClosed = false
    }
    private static let state = Mutex(State())
    /// Where standard error's line stands, so messages start on a fresh line after a bar.
    private static let errorLine = Mutex(StderrLine())
    /// Bytes kept before they are written.
    private static let bufferLimit = 1 << 16

    /// Run first: keeps descriptors 0, 1 and 2 open (on /dev/null when the caller closed them),
    /// so that no file spinnergen opens lands on 1 or 2 and receives messages meant for a
    /// terminal; and ignores SIGPIPE, so a reader that goes away is a write error (status 74)
    /// instead of a death that would leave temporary files behind.
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
            if null >= 0 && null != fd {
                dup2(null, fd)
                close(null)
            }
            if fd == 1 { state.withLock { $0.outputWasClosed = true } }
        }
    }

    /// True when standard output was closed before spinnergen started.
    static var outputIsClosed: Bool { state.withLock { $0.outputWasClosed } }

    /// Appends `text` to standard output (buffered; see `finish`).
    static func out(_ text: String, terminator: String = "\n") {
        state.withLock { s in
            guard s.failure == nil else { return }
            if s.outputWasClosed {
                s.failure = "standard output is closed"
                return
            }
            s.buffer.append(contentsOf: text.utf8)
            s.buffer.append(contentsOf: terminator.utf8)
            if s.buffer.count >= bufferLimit { flush(&s) }
        }
    }

    /// Writes what is buffered; returns why standard output could not be written, if it could not.
    static func finish() -> String? {
        state.withLock { s in
            flush(&s)
            return s.failure
        }
    }

    /// One line on standard error, straight away, on a line of its own (after a newline when a
    /// progress bar left the line open); failures are ignored.
    static func error(_ line: String) {
        errorLine.withLock { _ = writeAll(2, Array($0.message(line).utf8)) }
    }

    /// `error` for the last words of a process that ends at once: never waits for the lock, as
    /// the thread holding it may be stuck writing to a stalled pipe (then the newline is written
    /// blind: a bar may or may not be open).
    static func finalError(_ line: String) {
        let written: Bool? = errorLine.withLockIfAvailable { writeAll(2, Array($0.message(line).utf8)) == nil }
        if written == nil { _ = writeAll(2, Array(("\n" + line + "\n").utf8)) }
    }

    /// Text on standard error that may leave its line open (a progress bar's redraw).
    static func errorText(_ text: String) {
        errorLine.withLock { _ = writeAll(2, Array($0.partial(text).utf8)) }
    }

    private static func flush(_ s: inout State) {
        guard !s.buffer.isEmpty else { return }
        if s.failure == nil, let errno = writeAll(1, s.buffer) {
            s.failure = "cannot write to standard output: \(String(cString: strerror(errno)))"
        }
        s.buffer.removeAll(keepingCapacity: true)
    }

    /// Writes every byte, retrying short and interrupted writes; returns the errno of a failure.
    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        bytes.withUnsafeBytes { raw -> Int32? in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return nil
        }
    }
}
