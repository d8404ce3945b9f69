/// The Outlook family of CSV layouts: Outlook for Windows, Google's "Outlook CSV" and
/// outlook.com all use these column names (facts: FORMATS.md "Contacts CSV layouts").
enum OutlookLayout {
  /// Outlook for Windows' columns in its order; the writer uses exactly these.
  static let desktopColumns: [(String, CSVColumnRole)] = {
    var columns: [(String, CSVColumnRole)] = [
      ("Title", .field(.namePrefix)),
      ("First Name", .field(.givenName)),
      ("Middle Name", .field(.additionalName)),
      ("Last Name", .field(.familyName)),
      ("Suffix", .field(.nameSuffix)),
      ("Company", .field(.organization)),
      ("Department", .field(.department)),
      ("Job Title", .field(.jobTitle)),
    ]
    for (prefix, slot) in CSVLabels.outlookAddressSlots {
      columns += [
        ("\(prefix) Street", .address(slot, .street)),
        ("\(prefix) Street 2", .address(slot, .street2)),
        ("\(prefix) Street 3", .address(slot, .street3)),
        ("\(prefix) City", .address(slot, .city)),
        ("\(prefix) State", .address(slot, .region)),
        ("\(prefix) Postal Code", .address(slot, .postalCode)),
        ("\(prefix) Country/Region", .address(slot, .country)),
      ]
    }
    columns += CSVLabels.outlookPhoneColumns.map { ($0.0, CSVColumnRole.phone($0.1)) }
    let work = CSVLabels.outlookAddressSlots[0].1
    let home = CSVLabels.outlookAddressSlots[1].1
    let other = CSVLabels.outlookAddressSlots[2].1
    columns += [
      ("Account", .extra(.extended("X-ACCOUNT"))),
      ("Anniversary", .field(.anniversary)),
      ("Assistant's Name", .extra(.extended("X-ASSISTANT"))),
      ("Billing Information", .extra(.extended("X-BILLING-INFORMATION"))),
      ("Birthday", .field(.birthday)),
      ("Business Address PO Box", .address(work, .poBox)),
      ("Categories", .field(.categories)),
      ("Children", .extra(.extended("X-CHILDREN"))),
      ("Directory Server", .extra(.extended("X-DIRECTORY-SERVER"))),
      ("E-mail Address", .email(CSVSlot())),
      ("E-mail Type", .extra(.extended("X-EMAIL-TYPE"))),
      ("E-mail Display Name", .extra(.extended("X-EMAIL-DISPLAY-NAME"))),
      ("E-mail 2 Address", .email(CSVSlot())),
      ("E-mail 2 Type", .extra(.extended("X-EMAIL-2-TYPE"))),
      ("E-mail 2 Display Name", .extra(.extended("X-EMAIL-2-DISPLAY-NAME"))),
      ("E-mail 3 Address", .email(CSVSlot())),
      ("E-mail 3 Type", .extra(.extended("X-EMAIL-3-TYPE"))),
      ("E-mail 3 Display Name", .extra(.extended("X-EMAIL-3-DISPLAY-NAME"))),
      ("Gender", .extra(.extended("X-GENDER"))),
      ("Government ID Number", .extra(.extended("X-GOVERNMENT-ID-NUMBER"))),
      ("Hobby", .extra(.hobby)),
      ("Home Address PO Box", .address(home, .poBox)),
      ("Initials", .extra(.extended("X-INITIALS"))),
      ("Internet Free Busy", .extra(.fburl)),
      ("Keywords", .extra(.extended("X-KEYWORDS"))),
      ("Language", .extra(.extended("X-LANGUAGE"))),
      ("Location", .extra(.extended("X-LOCATION"))),
      ("Manager's Name", .extra(.extended("X-MANAGER"))),
      ("Mileage", .extra(.extended("X-MILEAGE"))),
      ("Notes", .field(.note)),
      ("Office Location", .extra(.extended("X-OFFICE-LOCATION"))),
      ("Organizational ID Number", .extra(.extended("X-ORGANIZATIONAL-ID-NUMBER"))),
      ("Other Address PO Box", .address(other, .poBox)),
      ("Priority", .extra(.extended("X-PRIORITY"))),
      ("Private", .extra(.extended("X-PRIVATE"))),
      ("Profession", .field(.role)),
      ("Referred By", .extra(.extended("X-REFERRED-BY"))),
      ("Sensitivity", .extra(.extended("X-SENSITIVITY"))),
      ("Spouse", .extra(.extended("X-SPOUSE"))),
      ("User 1", .extra(.extended("X-USER-1"))),
      ("User 2", .extra(.extended("X-USER-2"))),
      ("User 3", .extra(.extended("X-USER-3"))),
      ("User 4", .extra(.extended("X-USER-4"))),
      ("Web Page", .url(CSVSlot())),
    ]
    return columns
  }()

  /// Columns the other Outlook variants add, and older names of desktop columns.
  static let variantColumns: [(String, CSVColumnRole)] = {
    var columns = [(String, CSVColumnRole)]()
    for (prefix, slot) in CSVLabels.outlookAddressSlots {
      columns.append(("\(prefix) Country", .address(slot, .country)))  // before Outlook 2010
      columns.append(("\(prefix) Address", .address(slot, .formatted)))  // Google's Outlook CSV
      columns.append(("\(prefix) Address PO Box", .address(slot, .poBox)))
    }
    columns += [
      // outlook.com
      ("Nickname", .field(.nickname)),
      ("Given Yomi", .field(.phoneticGiven)),
      ("Surname Yomi", .field(.phoneticFamily)),
      ("Company Yomi", .extra(.extended("X-COMPANY-YOMI"))),
      ("IMAddress", .im(CSVSlot())),
      ("Personal Web Page", .url(CSVSlot([.home]))),
      ("Schools", .extra(.extended("X-SCHOOLS"))),
    ]
    return columns
  }()

  /// Values Outlook for Windows writes into every row when the field is empty: read as empty,
  /// written back by the Outlook writer.
  static let defaults: [String: String] = [
    "priority": "normal", "sensitivity": "normal", "private": "false", "gender": "unspecified",
  ]

  /// Columns that only outlook.com writes.
  static let webSignature: Set<String> = ["given yomi", "surname yomi", "company yomi", "imaddress", "personal web page", "schools"]
  /// Columns that only Google's Outlook CSV writes.
  static let googleSignature: Set<String> = ["home address", "business address", "other address"]
}
