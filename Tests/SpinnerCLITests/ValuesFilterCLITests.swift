import Foundation
import Testing

/// `values --keys`, `--layer` and `--csv` (issue 16 item 4), checked against the unfiltered JSON.
@Suite struct ValuesFilterCLITests {
    static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Scenes/three-dots.json").path

    /// Each sample's layers as path → (values, arc) from `values ... --json`.
    static func layers(_ arguments: [String]) throws -> [[String: [String: Any]]] {
        let r = try CLIRunner.run(["values"] + arguments + ["--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let samples = try #require(root["samples"] as? [[String: Any]])
        return try samples.map { sample in
            let layers = try #require(sample["layers"] as? [[String: Any]])
            var out: [String: [String: Any]] = [:]
            for layer in layers {
                var values = try #require(layer["values"] as? [String: Any])
                for (k, v) in (layer["arc"] as? [String: Any]) ?? [:] { values["arc." + k] = v }
                out[try #require(layer["path"] as? String)] = values
            }
            return out
        }
    }

    /// Two JSON values as the same text (numbers, strings and arrays alike).
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return "\(a)" == "\(b)"
    }

    @Test func keysKeepOnlyThoseKeysWithTheirValues() throws {
        let moments = ["material", "--times", "0.25,0.75,1.6"]
        let all = try Self.layers(moments)
        let some = try Self.layers(moments + ["--keys", "strokeStart,strokeEnd,arc.headAngle"])
        #expect(some.count == 3)
        for (full, kept) in zip(all, some) {
            // Only the layers that have one of the keys, each with exactly the keys it has.
            let expected = full.filter { $0.value.keys.contains { ["strokeStart", "strokeEnd", "arc.headAngle"].contains($0) } }
            #expect(Set(kept.keys) == Set(expected.keys) && kept.keys.contains("view/circularLayer"))
            for (path, values) in kept {
                #expect(Set(values.keys) == Set(full[path]!.keys).intersection(["strokeStart", "strokeEnd", "arc.headAngle"]))
                for (key, v) in values { #expect(Self.same(v, full[path]![key]), "\(path) \(key)") }
            }
        }
        // The table keeps the same rows.
        let table = try CLIRunner.run(["values"] + moments + ["--keys", "strokeEnd"])
        let rows = table.stdout.split(separator: "\n").dropFirst()
        #expect(rows.count == 3 && rows.allSatisfy { $0.contains(" strokeEnd ") })
    }

    @Test func layerMatchesNameOrPath() throws {
        let moments = ["material", "--times", "0.5"]
        let all = try Self.layers(moments)
        for name in ["circularLayer", "view/circularLayer"] {
            let one = try Self.layers(moments + ["--layer", name])
            #expect(Array(one[0].keys) == ["view/circularLayer"])
            let full = try #require(all[0]["view/circularLayer"])
            #expect(Set(one[0]["view/circularLayer"]!.keys) == Set(full.keys))
            for (key, v) in one[0]["view/circularLayer"]! { #expect(Self.same(v, full[key]), "\(key)") }
        }
    }

    /// RFC 4180 fields of one line (quoted fields may hold commas and doubled quotes).
    static func fields(_ line: Substring) -> [String] {
        var out: [String] = [], field = "", quoted = false, chars = Array(line), i = 0
        while i < chars.count {
            let c = chars[i]
            if quoted {
                if c == "\"", i + 1 < chars.count, chars[i + 1] == "\"" { field.append("\""); i += 1 }
                else if c == "\"" { quoted = false }
                else { field.append(c) }
            } else if c == "\"" { quoted = true }
            else if c == "," { out.append(field); field = "" }
            else { field.append(c) }
            i += 1
        }
        out.append(field)
        return out
    }

    /// The unfiltered table's rows: (time, layer, key) → value as printed.
    static func table(_ arguments: [String]) throws -> [[String]: String] {
        let r = try CLIRunner.run(["values"] + arguments)
        #expect(r.status == 0, "\(r.stderr)")
        var out: [[String]: String] = [:]
        for line in r.stdout.split(separator: "\n").dropFirst() {
            var rest = Substring(line), columns: [String] = []
            for _ in 0..<3 {
                let end = rest.firstIndex(of: " ") ?? rest.endIndex
                columns.append(String(rest[..<end]))
                rest = rest[end...].drop { $0 == " " }
            }
            out[columns] = String(rest)
        }
        return out
    }

    /// Every CSV row is a row of the unfiltered table with the same value text (numbers with
    /// their round-trip digits, a compound value quoted as one field, a string bare), and the
    /// same number as the JSON (whose Foundation parser may lose the last bit).
    @Test(arguments: [["material", "--times", "0.25,0.75"], [scene, "--times", "0.3", "--param", "color=#0A84FF"]])
    func csvRowsAreTheTableRows(_ moments: [String]) throws {
        let table = try Self.table(moments)
        let json = try Self.layers(moments)
        let r = try CLIRunner.run(["values"] + moments + ["--csv"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.first == "time,layer,key,value")
        let times = moments[2].split(separator: ",").map { Double($0)! }
        #expect(lines.count - 1 == table.count)
        for line in lines.dropFirst() {
            let f = Self.fields(line)
            guard f.count == 4, let expected = table[Array(f[0..<3])] else { Issue.record("not in the table: \(line)"); continue }
            let bare = expected.hasPrefix("\"") && expected.hasSuffix("\"") ? String(expected.dropFirst().dropLast()) : expected
            #expect(f[3] == bare, "\(line)")
            #expect(line.hasSuffix("\"") == f[3].contains(","), "\(line)")
            if let n = Double(f[3]), let k = times.firstIndex(of: Double(f[0])!) {
                let parsed = try #require(json[k][f[1]]?[f[2]] as? Double, "\(line)")
                #expect(abs(parsed - n) <= 1e-15 * max(1, abs(n)), "\(line)")
            }
        }
    }

    @Test func sceneFileFiltersToo() throws {
        let moments = [Self.scene, "--times", "0.3"]
        let all = try Self.layers(moments)
        let r = try CLIRunner.run(["values"] + moments + ["--layer", "dot2", "--keys", "opacity", "--csv"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n")
        let path = try #require(all[0].keys.first { $0.hasSuffix("/dot2") })
        let opacity = try #require(try Self.table(moments)[["0.3", path, "opacity"]])
        #expect(lines.count == 2 && Self.fields(lines[1]) == ["0.3", path, "opacity", opacity])
    }

    @Test(arguments: [
        RefusalCase(arguments: ["values", "material", "--times", "0", "--keys", "strokEnd"], mentions: "did you mean \"strokeEnd\""),
        RefusalCase(arguments: ["values", "material", "--times", "0", "--keys", "strokeEnd,"], mentions: "--keys"),
        RefusalCase(arguments: ["values", "material", "--times", "0", "--layer", "circularLayr"], mentions: "did you mean \"circularLayer\""),
        RefusalCase(arguments: ["values", "material", "--times", "0", "--layer", "view/circularLayr"], mentions: "did you mean \"view/circularLayer\""),
        RefusalCase(arguments: ["values", "material", "--times", "0", "--csv", "--json"], mentions: "--csv"),
        RefusalCase(arguments: ["values", scene, "--times", "0", "--layer", "dot9"], mentions: "dot9"),
    ])
    func refusesUnknownKeysAndLayers(_ c: RefusalCase) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLIRunner.expectRefusal(c, in: dir)
    }
}
