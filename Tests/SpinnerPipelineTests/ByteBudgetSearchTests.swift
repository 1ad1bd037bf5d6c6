import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerEncode
import SpinnerPresets
@testable import SpinnerPipeline

/// `RenderJob.maxBytes`: the file kept fits, is byte for byte its setting rendered alone, and the
/// next finer setting of the ladder does not fit; a budget the job meets changes nothing.
@Suite(.serialized) struct ByteBudgetSearchTests {
    static func job(_ path: String, fps: Rational = Rational(60), frames: Range<Int> = 0..<24) throws -> RenderJob {
        var spinner = MaterialSpinner()
        spinner.size = Size(width: 24, height: 24)
        let scene = try Scene(root: spinner.makeLayer(), scale: 2, background: .clear)
        return RenderJob(scene: scene, output: try OutputTarget(path: path), fps: fps, frames: frames)
    }

    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("budget-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Budgets well under each format's exact file (`spinnergen material --size 24 --scale 2
    /// --frames 0-23` writes GIF 2,934, APNG 5,797, WebP 5,216 and WebM 6,461 bytes), so the
    /// search must give something up.
    @Test(arguments: [("a.gif", 2200), ("b.apng", 4000), ("c.webp", 2500), ("d.webm", 3000)])
    func keepsTheFinestSettingThatFits(file: String, budget: Int) throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent(file).path
        var job = try Self.job(path)
        job.maxBytes = budget
        let summary = try RenderPipeline.run(job)
        let choice = try #require(summary.budgetChoice)
        let kept = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(kept.count == choice.bytes)
        #expect(kept.count <= budget)
        #expect(choice.encodes <= ByteBudgetSearch.maxEncodes)
        #expect(choice.setting != nil)

        let rungs = ByteBudgetLadder.rungs(for: job)
        #expect(rungs.count <= ByteBudgetLadder.maxRungs)
        let k = try #require(rungs.firstIndex { $0.setting == choice.setting })
        #expect(k > 0)
        // The setting rendered alone gives the same bytes; the next finer one does not fit.
        func alone(_ rung: Int, _ name: String) throws -> Data {
            var j = rungs[rung].job
            j.maxBytes = nil
            j.output = try OutputTarget(path: dir.appendingPathComponent(name).path)
            _ = try RenderPipeline.run(j)
            return try Data(contentsOf: URL(fileURLWithPath: dir.appendingPathComponent(name).path))
        }
        let ext = (file as NSString).pathExtension
        #expect(try alone(k, "same.\(ext)") == kept)
        #expect(try alone(k - 1, "finer.\(ext)").count > budget, "\(rungs[k - 1].setting ?? "unchanged") fits too")
    }

    /// A loose budget: the file is the job's own, encoded once.
    @Test(arguments: ["a.gif", "b.apng", "c.webp", "d.webm"])
    func aBudgetTheJobMeetsChangesNothing(file: String) throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let plain = dir.appendingPathComponent("plain-" + file).path, budgeted = dir.appendingPathComponent(file).path
        _ = try RenderPipeline.run(try Self.job(plain))
        var job = try Self.job(budgeted)
        job.maxBytes = 1 << 20
        let summary = try RenderPipeline.run(job)
        #expect(summary.budgetChoice?.setting == nil)
        #expect(summary.budgetChoice?.encodes == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: plain)) == Data(contentsOf: URL(fileURLWithPath: budgeted)))
    }

    /// Nothing fits: refused after two encodes, and nothing is left in the folder.
    @Test func nothingFittingLeavesNothing() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var job = try Self.job(dir.appendingPathComponent("a.webp").path)
        job.maxBytes = 100
        #expect(throws: PipelineError.self) { try RenderPipeline.run(job) }
        do { _ = try RenderPipeline.run(job) } catch { #expect(error.kind == .tooLarge) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    /// Lower rates keep the length: 24 frames at 60 fps become 12 at 30 and 8 at 20; a render
    /// that starts part way keeps its rate.
    @Test func lowerRatesKeepTheLength() throws {
        let job = try Self.job("/tmp/x.webp")
        let half = try #require(ByteBudgetLadder.lowered(job, by: 2))
        #expect(half.fps == Rational(30) && half.frames == 0..<12)
        let third = try #require(ByteBudgetLadder.lowered(job, by: 3))
        #expect(third.fps == Rational(20) && third.frames == 0..<8)
        #expect(ByteBudgetLadder.lowered(try Self.job("/tmp/x.webp", frames: 6..<24), by: 2) == nil)
    }
}
