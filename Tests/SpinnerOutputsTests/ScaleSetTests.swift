import Testing
import SpinnerOutputs

/// `--scale` as a value (issue 14, item 2): one number, a list, the ios and android sets, and the
/// names each scale's outputs get.
@Suite struct ScaleSetTests {
    @Test func oneNumberIsOneScaleKeptAsGiven() throws {
        let set = try ScaleSet.parse("2.5")
        #expect(set.form == .single && set.steps.map(\.scale) == [2.5] && set.steps[0].density == nil)
        #expect(!set.isSeveral)
        #expect(try ScaleSet.single("4.0") == 4)
    }

    @Test func aListKeepsItsOrder() throws {
        let set = try ScaleSet.parse("3,1.5,1")
        #expect(set.form == .list && set.steps.map(\.scale) == [3, 1.5, 1])
        #expect(set.steps.map(\.text) == ["3", "1.5", "1"])
    }

    @Test func theSetsHaveThePlatformsScales() throws {
        let ios = try ScaleSet.parse("ios")
        #expect(ios.form == .ios && ios.steps.map(\.scale) == [1, 2, 3] && ios.steps.allSatisfy { $0.density == nil })
        let android = try ScaleSet.parse("Android")
        #expect(android.form == .android && android.steps.map(\.scale) == [1, 1.5, 2, 3, 4])
        #expect(android.steps.map(\.density) == ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"])
    }

    @Test(arguments: [("1,x", "'x' is not a scale"), ("1,,2", "empty"), ("0", "not a scale"), ("-1", "not a scale"),
                      ("2,2", "2 is given twice"), ("1.5,1.50", "1.5 is given twice"), ("iphone", "not a scale"),
                      ("", "empty"), ("1,", "empty"), ("101", "not a scale"), ("0x2", "not a scale"), ("nan,1", "'nan' is not"),
                      (Array(repeating: "1", count: 17).enumerated().map { "\($0.offset + 1)" }.joined(separator: ","), "17 scales")])
    func badValuesAreRefusedNamingWhy(_ text: String, _ why: String) {
        #expect { try ScaleSet.parse(text) } throws: { error in
            let e = error as! OutputsError
            return e.message.contains(why) && e.message.contains("--scale") && e.hint?.contains("ios or android") == true
        }
    }

    @Test func oneRenderRefusesSeveralScales() {
        #expect { try ScaleSet.single("ios") } throws: { ($0 as! OutputsError).message.contains("gives 3 scales") }
    }

    /// Every name, at each scale of each form.
    @Test(arguments: [
        ("ios", "spinner.gif", ["spinner.gif", "spinner@2x.gif", "spinner@3x.gif"]),
        ("ios", "frames/%04d.png", ["frames/%04d.png", "frames/%04d@2x.png", "frames/%04d@3x.png"]),
        ("ios", "out/frames/", ["out/frames/", "out/frames@2x/", "out/frames@3x/"]),
        ("ios", "ios/s_%04d@{scale}x.png", ["ios/s_%04d@1x.png", "ios/s_%04d@2x.png", "ios/s_%04d@3x.png"]),
        ("android", "res/spinner.webp", ["res/drawable-mdpi/spinner.webp", "res/drawable-hdpi/spinner.webp",
                                         "res/drawable-xhdpi/spinner.webp", "res/drawable-xxhdpi/spinner.webp",
                                         "res/drawable-xxxhdpi/spinner.webp"]),
        ("android", "s.gif", ["drawable-mdpi/s.gif", "drawable-hdpi/s.gif", "drawable-xhdpi/s.gif", "drawable-xxhdpi/s.gif", "drawable-xxxhdpi/s.gif"]),
        ("android", "res/", ["res/drawable-mdpi/", "res/drawable-hdpi/", "res/drawable-xhdpi/", "res/drawable-xxhdpi/", "res/drawable-xxxhdpi/"]),
        ("android", "{density}/a{scale}.png", ["mdpi/a1.png", "hdpi/a1.5.png", "xhdpi/a2.png", "xxhdpi/a3.png", "xxxhdpi/a4.png"]),
        ("1,1.5", "a@{scale}x.gif", ["a@1x.gif", "a@1.5x.gif"]),
        ("2", "a@{scale}x.gif", ["a@2x.gif"]),
        ("2", "a.gif", ["a.gif"]),
    ])
    func outputNames(_ scale: String, _ name: String, _ expected: [String]) throws {
        let set = try ScaleSet.parse(scale)
        var names: [String] = []
        for step in set.steps { names.append(try ScaledName.output(name, step: step, of: set)) }
        #expect(names == expected)
    }

    @Test(arguments: [
        ("1,2", "a.gif", "has no {scale}"), ("1,2", "a{density}.gif", "only --scale android"),
        ("ios", "a{density}.gif", "only --scale android"), ("2", "a{Scale}.gif", "unknown placeholder {Scale}"),
        ("android", "a{}.gif", "unknown placeholder {}"), ("ios", "-", "standard output"), ("ios", "./", "cannot add @2x"),
    ])
    func badNamesAreRefused(_ scale: String, _ name: String, _ why: String) throws {
        let set = try ScaleSet.parse(scale)
        // Every scale's name is checked before anything renders: the first refusal is the one shown
        // (iOS's 1x keeps the name as given, so `./` is refused at 2x).
        #expect { for step in set.steps { _ = try ScaledName.output(name, step: step, of: set) } } throws: { ($0 as! OutputsError).message.contains(why) }
    }

    @Test func aManifestNeedsAPlaceholderWithSeveralScales() throws {
        let android = ScaleSet.android
        #expect(try ScaledName.manifest("m-{density}.json", step: android.steps[1], of: android) == "m-hdpi.json")
        #expect(try ScaledName.manifest("m.json", step: ScaleSet.standard.steps[0], of: .standard) == "m.json")
        #expect { try ScaledName.manifest("m.json", step: android.steps[0], of: android) } throws: {
            ($0 as! OutputsError).hint == "one manifest per scale, such as m@{scale}x.json"
        }
    }

    @Test func placeholdersAreTheTextBetweenBraces() {
        #expect(ScaledName.placeholders(in: "a{scale}b{density}{") == ["scale", "density"])
        #expect(ScaledName.placeholders(in: "{{scale}x") == ["scale"])
        #expect(ScaledName.placeholders(in: "plain{.png").isEmpty)
    }
}
