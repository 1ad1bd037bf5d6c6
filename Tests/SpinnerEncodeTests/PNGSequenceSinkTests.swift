import Dispatch
import Foundation
import SpinnerCore
import Synchronization
import Testing
@testable import SpinnerEncode

@Suite struct PNGSequenceSinkTests {
    @Test func writesEachFrameToItsPathAndReadsBackExactly() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let base = dir.path
        let sink = PNGSequenceSink(path: { base + "/f_\($0).png" }, options: PNGOptions(compressionLevel: 1))
        let frames = (0..<6).map { Synthetic.ring(width: 40, height: 40, angle: Double($0)) }
        let prepared = Mutex<[Int: PreparedFrame]>([:])
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: frames.count) { i in
            do {
                let p = try sink.prepare(frames[i], index: i, changed: nil)
                prepared.withLock { $0[i] = p }
            } catch {
                failures.withLock { $0 += 1 }
            }
        }
        #expect(failures.withLock { $0 } == 0)
        for i in frames.indices { try sink.write(prepared.withLock { $0[i]! }) }
        try sink.finish()
        for (i, f) in frames.enumerated() {
            #expect(try PNGCodec.decode(contentsOf: base + "/f_\(i).png") == f)
        }
        sink.cancel()  // after a successful finish: keeps the files
        #expect(dir.contents.count == frames.count)
    }

    @Test func cancelRemovesWrittenFrames() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let base = dir.path
        let sink = PNGSequenceSink(path: { base + "/f_\($0).png" }, options: PNGOptions())
        for i in 0..<3 { try sink.write(try sink.prepare(PixelBuffer(width: 4, height: 4), index: i, changed: nil)) }
        #expect(dir.contents.count == 3)
        sink.cancel()
        #expect(dir.contents.isEmpty)
    }

    @Test func unwritablePathIsAnIOError() throws {
        let sink = PNGSequenceSink(path: { "/nonexistent-dir/f_\($0).png" }, options: PNGOptions())
        do {
            try sink.write(try sink.prepare(PixelBuffer(width: 4, height: 4), index: 0, changed: nil))
            Issue.record("wrote into a missing directory")
        } catch let error as PNGError {
            #expect(error.code == .io && error.path == "/nonexistent-dir/f_0.png")
        }
    }
}
