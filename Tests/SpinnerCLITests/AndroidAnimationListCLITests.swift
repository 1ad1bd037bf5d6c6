import Foundation
import Testing

/// `--scale android --android-animation-list` through the binary: the drawable animation-list
/// beside the density folders, its frames, and durations in whole milliseconds that add up to the
/// render's length exactly.
@Suite struct AndroidAnimationListCLITests {
    /// The `(drawable, duration)` pairs of an animation-list, and its `oneshot`.
    static func items(_ xml: String) -> (items: [(String, Int)], oneshot: String?) {
        var out: [(String, Int)] = []
        for line in xml.split(separator: "\n") where line.contains("<item ") {
            let parts = line.split(separator: "\"")
            guard parts.count >= 4, let ms = Int(parts[3]) else { continue }
            out.append((String(parts[1]), ms))
        }
        let oneshot = xml.split(separator: "\n").first { $0.contains("<animation-list") }?
            .components(separatedBy: "android:oneshot=\"").dropFirst().first?.split(separator: "\"").first.map(String.init)
        return (out, oneshot)
    }

    @Test func writesTheListBesideTheDensityFolders() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["material", "--size", "12", "--frames", "0-1", "-q", "--scale", "android", "--android-animation-list",
                                   "-o", "res/spinner_%04d.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        var expected = ["res/drawable/spinner.xml"]
        for density in ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"] {
            expected += ["res/drawable-\(density)/spinner_0000.png", "res/drawable-\(density)/spinner_0001.png"]
        }
        #expect(ScaleCLITests.files(dir) == expected.sorted())
        let xml = try String(contentsOf: dir.appendingPathComponent("res/drawable/spinner.xml"), encoding: .utf8)
        #expect(xml == """
            <?xml version="1.0" encoding="utf-8"?>
            <animation-list xmlns:android="http://schemas.android.com/apk/res/android" android:oneshot="false">
                <item android:drawable="@drawable/spinner_0000" android:duration="17" />
                <item android:drawable="@drawable/spinner_0001" android:duration="16" />
            </animation-list>

            """)
    }

    @Test(arguments: [
        // The 6 s material loop at 7 fps: 42 frames of 142 or 143 ms, 6000 ms in all.
        (["--fps", "7"], 42, 6000, 7.0),
        // NTSC over 1 s: 30 frames, 1.001 s.
        (["--fps", "30000/1001", "--duration", "1"], 30, 1001, 30000.0 / 1001),
    ])
    func durationsAddUpToTheRenderExactly(_ args: [String], frames: Int, total: Int, fps: Double) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["material", "--size", "8", "--line-width", "1", "-q", "--scale", "android", "--android-animation-list", "-o", "res/"] + args, in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        // A folder output's frames are frame_0000.png ..., so the list is frame.xml.
        let xml = try String(contentsOf: dir.appendingPathComponent("res/drawable/frame.xml"), encoding: .utf8)
        let (items, oneshot) = Self.items(xml)
        #expect(oneshot == "false")
        #expect(items.count == frames)
        #expect(items.map(\.0) == (0..<frames).map { String(format: "@drawable/frame_%04d", $0) })
        #expect(items.map(\.1).reduce(0, +) == total)
        // Rounded cumulatively: the first k frames end at round(1000 k / fps) ms.
        var sum = 0
        for (k, item) in items.enumerated() {
            sum += item.1
            #expect(sum == Int((1000 * Double(k + 1) / fps).rounded()), "frame \(k)")
        }
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("res/drawable-xxxhdpi/frame_\(String(format: "%04d", frames - 1)).png").path))
    }

    static let refusals: [RefusalCase] = [
        RefusalCase(arguments: ["material", "--scale", "2", "--android-animation-list", "-o", "res/s_%04d.png"],
                    mentions: "--android-animation-list lists frames in Android's density folders, which --scale android writes"),
        RefusalCase(arguments: ["material", "--scale", "android", "--android-animation-list", "-o", "res/s.webp"],
                    mentions: "--android-animation-list lists the frames of a PNG sequence, and no -o writes one"),
        RefusalCase(arguments: ["material", "--scale", "android", "--android-animation-list", "-o", "res/%04d.png"],
                    mentions: "names frames such as '0000.png', which Android cannot take as drawables"),
        RefusalCase(arguments: ["material", "--scale", "android", "--android-animation-list", "-o", "res/Spin_%04d.png"],
                    mentions: "names frames such as 'Spin_0000.png'"),
        RefusalCase(arguments: ["material", "--scale", "android", "--android-animation-list", "-o", "res/{density}/s_%04d.png"],
                    mentions: "writes its frames into 'mdpi', not a drawable-<density> folder"),
        RefusalCase(arguments: ["material", "--scale", "android", "--android-animation-list", "-o", "res/drawable-{density}/s_{density}_%04d.png"],
                    mentions: "names its frames differently at each density"),
        RefusalCase(arguments: ["material", "--scale", "android", "--android-animation-list", "-o", "res/spinner_%04d.png", "-o", "res/spinner.webp"],
                    mentions: "is the drawable 'spinner', the name the animation list of the PNG sequence takes"),
    ]

    @Test(arguments: refusals)
    func refusesWhatCannotMakeAList(_ c: RefusalCase) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLIRunner.expectRefusal(c, in: dir)
    }

    @Test func aBatchJobWritesItsListToo() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let batch = #"{"spinnergen-batch": 1, "jobs": [{"preset": "material", "options": {"size": 8, "line-width": 1, "frames": "0-2", "scale": "android", "android-animation-list": true}, "outputs": ["res/dots_%02d.png"]}]}"#
        try Data(batch.utf8).write(to: dir.appendingPathComponent("b.json"))
        let r = try CLIRunner.run(["batch", "b.json", "-q"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let xml = try String(contentsOf: dir.appendingPathComponent("res/drawable/dots.xml"), encoding: .utf8)
        #expect(Self.items(xml).items.map(\.1) == [17, 16, 17])
    }
}
