import Foundation
import Testing
import SpinnerCore
import SpinnerEncode

/// APNG frames after the first are patches on the frame before (issue 15, item 1); composed as
/// a viewer composes them, every frame is the PNG frame the same render writes, pixel for pixel.
@Suite struct APNGCompositionCLITests {
    struct Case: Sendable, CustomTestStringConvertible {
        var job: [String]
        /// A blend op some patch must use (0 SOURCE, 1 OVER), and whether all must use it.
        var blend: Int
        var everyPatch = false
        var testDescription: String { job.joined(separator: " ") }
    }

    static let cases = [
        // Transparent background: stroke pixels turn transparent again, which needs SOURCE.
        Case(job: ["material", "--size", "48", "--scale", "1"], blend: 0),
        // Opaque background: every pixel is opaque, so every patch blends OVER.
        Case(job: ["material", "--size", "48", "--scale", "1", "--background", "#203040"], blend: 1, everyPatch: true),
        // Semi-transparent rings that grow over each other and fade out.
        Case(job: ["render", BatchCLITests.examples.appendingPathComponent("pulsing-rings.json").path, "--scale", "1"],
             blend: 0),
    ]

    @Test(arguments: cases)
    func composedFramesAreThePNGSequence(_ c: Case) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Frames 20-35: the file starts mid-animation, so frame 20 is the whole default image.
        let r = try CLIRunner.run(c.job + ["--frames", "20-35", "-q", "-o", "a.apng", "-o", "seq/%04d.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let composed = try APNGComposer.frames([UInt8](try Data(contentsOf: dir.appendingPathComponent("a.apng"))))
        #expect(composed.count == 16)
        for (k, frame) in composed.enumerated() {
            let png = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("seq/\(String(format: "%04d", 20 + k)).png").path)
            let expected = (0..<png.height).flatMap { y in
                (0..<png.width).flatMap { x in let p = png[x, y].unpremultiplied; return [p.r, p.g, p.b, p.a] }
            }
            #expect(frame.canvas == expected, "frame \(20 + k)")
        }
        let first = try #require(composed.first?.control)
        let canvasArea = first.width * first.height
        #expect(first.x == 0 && first.y == 0 && first.blend == 0)
        // Real patches: frames after the first store less than the canvas, with the blend expected.
        let patches = composed.dropFirst().map(\.control)
        #expect(patches.contains { $0.width * $0.height < canvasArea })
        #expect(c.everyPatch ? patches.allSatisfy { $0.blend == c.blend } : patches.contains { $0.blend == c.blend })
        // dispose_op NONE or BACKGROUND (PREVIOUS is never needed).
        #expect(patches.allSatisfy { $0.dispose <= 1 })
    }

    /// Patches are encoded by whichever thread prepares a frame's last neighbour, so scheduling
    /// varies; the bytes must not.
    @Test func sameBytesAtEveryThreadCount() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [Data] = []
        for threads in ["1", "2", "5"] {
            let r = try CLIRunner.run(["material", "--size", "40", "--scale", "1", "--frames", "0-29", "--threads", threads, "-q",
                                       "-o", "t\(threads).apng"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            files.append(try Data(contentsOf: dir.appendingPathComponent("t\(threads).apng")))
        }
        #expect(!files[0].isEmpty && files.allSatisfy { $0 == files[0] })
    }
}
