import Foundation
import Testing

/// `spinnergen values` against the closed form of the gmd closed form of docs/presets.md (issue 6, item 4).
@Suite struct ValuesCLITests {
    /// The values of `layer` in each sample of `spinnergen values ... --json`.
    static func values(_ stdout: String, layer: String) throws -> [[String: Any]] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        let samples = try #require(root["samples"] as? [[String: Any]])
        return try samples.map { sample in
            let layers = try #require(sample["layers"] as? [[String: Any]])
            let match = try #require(layers.first { $0["path"] as? String == layer })
            return try #require(match["values"] as? [String: Any])
        }
    }

    @Test func materialMatchesTheReferenceTable() throws {
        let r = try CLIRunner.run(["values", "material", "--times", "0.25,0.75", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let v = try Self.values(r.stdout, layer: "view/circularLayer")
        #expect(v.count == 2)
        // (strokeStart, strokeEnd, rotation in degrees) at 0.25 s and 0.75 s.
        let reference: [(Double, Double, Double)] = [(0, 0.093465, 45), (0.378138, 0.621862, 135)]
        for (values, ref) in zip(v, reference) {
            let start = try #require(values["strokeStart"] as? Double)
            let end = try #require(values["strokeEnd"] as? Double)
            let rotation = try #require(values["transform.rotation.z"] as? Double)
            #expect(abs(start - ref.0) < 1e-6, "strokeStart \(start)")
            #expect(abs(end - ref.1) < 1e-6, "strokeEnd \(end)")
            #expect(abs(rotation - ref.2 * .pi / 180) < 1e-6, "rotation \(rotation)")
            #expect(values["strokeColor"] as? String == "#4885EDFF")
            #expect(values["lineWidth"] as? Double == 4)
            #expect(values["position"] as? [Double] == [25, 25])
        }
    }

    /// The arc's ends on screen, read off the presented tree: head = 90° + 360°·strokeEnd +
    /// rotation, tail = 90° + 360°·strokeStart + rotation (the gmd closed form of docs/presets.md), within
    /// the 0.1° by which the path's Bézier arcs differ from a uniform angle.
    @Test func arcEndsAreTheReferenceAngles() throws {
        let r = try CLIRunner.run(["values", "material", "--times", "0.25,0.75,1.25", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let samples = try #require(root["samples"] as? [[String: Any]])
        let reference: [(start: Double, end: Double, rotation: Double)] = [(0, 0.093465, 45), (0.378138, 0.621862, 135), (0.906535, 1, 225)]
        func wrapped(_ degrees: Double) -> Double { degrees.truncatingRemainder(dividingBy: 360) }
        func gap(_ a: Double, _ b: Double) -> Double { let d = abs(a - b).truncatingRemainder(dividingBy: 360); return min(d, 360 - d) }
        for (sample, ref) in zip(samples, reference) {
            let layers = try #require(sample["layers"] as? [[String: Any]])
            let arc = try #require(layers.first { $0["path"] as? String == "view/circularLayer" }?["arc"] as? [String: Double])
            let tail = try #require(arc["tailAngle"]), head = try #require(arc["headAngle"])
            #expect(gap(tail, wrapped(90 + 360 * ref.start + ref.rotation)) < 0.1, "tail \(tail)")
            #expect(gap(head, wrapped(90 + 360 * ref.end + ref.rotation)) < 0.1, "head \(head)")
            #expect((0..<360).contains(tail) && (0..<360).contains(head))
            // Not a circle: the view itself has no arc.
            #expect(layers.first { $0["path"] as? String == "view" }?["arc"] == nil)
        }
        let table = try CLIRunner.run(["values", "material", "--times", "0.25"])
        let headRow = try #require(table.stdout.split(separator: "\n").first { $0.contains("arc.headAngle") })
        let shown = Double(headRow.split(separator: " ").last ?? "") ?? 0
        let expected: Double = 90 + 360 * 0.093465 + 45
        #expect(abs(shown - expected) < 0.1)
    }

    @Test func framesAtRationalRateGiveExactTimes() throws {
        let r = try CLIRunner.run(["values", "material", "--frames", "1-2", "--fps", "30000/1001", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let samples = try #require(root["samples"] as? [[String: Any]])
        #expect(samples.map { $0["exactTime"] as? String } == ["1001/30000", "1001/15000"])
        #expect(samples.map { $0["time"] as? Double } == [1001.0 / 30000, 2002.0 / 30000])
        // The rotation is linear: 2π per 2 s.
        let v = try Self.values(r.stdout, layer: "view/circularLayer")
        let rotation = try #require(v[0]["transform.rotation.z"] as? Double)
        #expect(abs(rotation - .pi * 1001.0 / 30000) < 1e-12)
    }

    @Test func tableNamesLayersAndKeys() throws {
        let r = try CLIRunner.run(["values", "material", "--times", "0.25"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("time") == true)
        let strokeEnd = try #require(lines.first { $0.contains("view/circularLayer") && $0.contains("strokeEnd") })
        let value = try #require(Double(strokeEnd.split(separator: " ").last ?? ""))
        #expect(abs(value - 0.093465) < 1e-6)
        #expect(lines.contains { $0.hasPrefix("0.25") && $0.contains(" view ") && $0.contains("opacity") })
    }

    @Test func refusesBadRequests() throws {
        #expect(try CLIRunner.run(["values", "material"]).status == 64)
        #expect(try CLIRunner.run(["values", "material", "--times", "0,abc"]).status == 64)
        #expect(try CLIRunner.run(["values", "material", "--times", "-1"]).status == 64)
        #expect(try CLIRunner.run(["values", "material", "--times", "0", "--frames", "0-1"]).status == 64)
        #expect(try CLIRunner.run(["values", "nosuch", "--times", "0"]).status == 64)
        #expect(try CLIRunner.run(["values"]).status == 64)
    }
}
