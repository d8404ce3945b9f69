"""Free-text content: organizations, titles, notes, categories, e-mail domains, labels."""

# (name, department choices, e-mail domain)
ORGS = (
    ("Northwind Traders", ("Sales", "Logistics"), "northwind.example"),
    ("Contoso Ltd.", ("Engineering", "Finance"), "contoso.example"),
    ("Fabrikam, Inc.", ("Research & Development", "Legal"), "fabrikam.example"),
    ("Smith, Jones & Partners LLP", ("Litigation", "Tax"), "sjp-law.example"),
    ("Müller & Söhne GmbH", ("Vertrieb", "Einkauf"), "mueller-soehne.example"),
    ("Éditions Lumière", ("Rédaction", "Droits étrangers"), "lumiere.example"),
    ("株式会社さくら商事", ("営業部", "総務部"), "sakura-shoji.example"),
    ("北京华信科技有限公司", ("研发部", "市场部"), "huaxin.example"),
    ("ООО «Северный ветер»", ("Бухгалтерия", "Отдел продаж"), "sevveter.example"),
    ("한빛전자", ("개발팀", "영업팀"), "hanbit.example"),
    ("Αιγαίο Ναυτιλιακή Α.Ε.", ("Λογιστήριο",), "aigaio.example"),
    ("شركة النخيل للتجارة", ("المبيعات",), "nakheel-trading.example"),
    ("טבע ירוק בע\"מ", ("שיווק",), "teva-yarok.example"),
    ("Golden Gate Dental", ("Front desk",), "ggdental.example"),
    ("Mission Street Bakery", (), "missionbakery.example"),
    ("UCSF Medical Center", ("Cardiology", "Radiology"), "ucsf.example"),
    ("City of San Francisco", ("Public Works",), "sfgov.example"),
    ("Acme Plumbing; Heating", ("Service",), "acmeplumbing.example"),
    ("Blue Bottle Roasters", (), "bluebottle.example"),
    ("Stanford University", ("Computer Science", "Admissions"), "stanford.example"),
    ("Initech", ("TPS Reports",), "initech.example"),
    ("Globex Corporation", ("Operations",), "globex.example"),
    ("Banco Estrela S.A.", ("Atendimento",), "bancoestrela.example"),
    ("Ristorante Da Niccolò", (), "daniccolo.example"),
    ("Øresund Consulting ApS", ("Rådgivning",), "oresund.example"),
    ("Tata Infotech Pvt. Ltd.", ("Delivery",), "tatainfo.example"),
    ("Công ty TNHH Sông Hồng", ("Kinh doanh",), "songhong.example"),
    ("Self-employed", (), ""),
)

TITLES = ("Software Engineer", "Senior Software Engineer", "Product Manager", "CEO", "CTO",
          "Dentist", "Office Manager", "Account Executive", "Attorney at Law", "Nurse Practitioner",
          "Plumber", "Professor", "Teaching Assistant", "Designer", "Head of Sales, EMEA",
          "Geschäftsführer", "Leiterin Vertrieb", "Directrice artistique", "Ingénieur R&D",
          "部長", "課長", "工程师", "总经理", "Инженер-программист", "Главный бухгалтер", "팀장",
          "Διευθυντής", "مدير المبيعات", "מנהלת שיווק", "Gerente de Vendas", "Avvocato",
          "VP, Engineering", "Realtor®", "Chef de cuisine", "Consultant (freelance)")

NOTE_FRAGMENTS = (
    "Met at WWDC {year}, San José; prefers email.",
    "Call after 6pm, not on weekends",
    "Gate code: 4711#; parking behind the building",
    "Allergic to nuts, shellfish; vegetarian",
    "Shared drive: \\\\fileserver\\home\\{user}\\contacts",
    "Backup path C:\\Users\\{user}\\Documents\\vcf; do not delete",
    "Gift ideas: books, tea, jazz records; no flowers",
    "Kids: Emma (7), Noah (4)",
    "He said: \"call me any time\"",
    "Vorwahl geändert; neue Nummer seit 2021",
    "Rendez-vous tous les mardis, 14h; apporter le dossier",
    "会議室の予約は田中さん経由で。",
    "周末不要打电话，工作日9点以后",
    "Звонить после 18:00, спросить про договор; скидка 10%",
    "출장 중에는 카카오톡으로 연락",
    "Θα τηλεφωνήσει την Τρίτη, 10:00",
    "يفضل التواصل عبر واتساب، بعد الساعة 5",
    "להתקשר רק בימי חול, לא בשבת",
    "Birthday party 🎂🎉 at the lake house",
    "Old number (before 2019): see second phone",
    "Recommended by {name}; 10% discount code SPRING-24",
    "Pick-up address differs; see work address",
    "Emergency contact for {name}",
    "Regex used in import: ^\\+?[0-9 ()-]+$",
    "Tabs\tand\ttrailing spaces   ",
    "List: eggs, milk; bread\\rolls",
)

LONG_NOTE = (
    "Notes from our first meeting, {year}: discussed the renovation of the kitchen, the budget "
    "(about $45,000; includes appliances), timeline (start in March, finish by June), and the "
    "permits; the city wants drawings, a site plan and the contractor's license number. "
    "Follow-up items:\n1. send photos of the floor plan\n2. ask about the window sizes; "
    "3. check the warranty\\guarantee terms. Contact their office manager for invoices, "
    "and CC {name} on everything. Later: they moved office (new address below), same numbers. "
    "Weitere Notizen: Ansprechpartner für Rückfragen ist Herr Müller; Öffnungszeiten Mo–Fr 8–16 Uhr. "
    "備考：請求書は月末締め、翌月末払い。"
)

CATEGORIES = ("Friends", "Family", "Work", "VIP", "Book club", "Neighbors", "Doctors",
              "Kids' school", "Soccer team", "Familie", "Amis", "家族", "Друзья", "친구",
              "Colleagues, former", "Contractors; home", "Holiday cards", "Emergency")

EMAIL_DOMAINS = {
    "US": ("gmail.com", "gmail.com", "yahoo.com", "outlook.com", "icloud.com", "hotmail.com",
           "me.com", "aol.com", "comcast.net", "sbcglobal.net"),
    "GB": ("gmail.com", "btinternet.com", "yahoo.co.uk", "outlook.com"),
    "DE": ("gmail.com", "web.de", "gmx.de", "t-online.de", "posteo.de"),
    "FR": ("gmail.com", "orange.fr", "free.fr", "laposte.net", "wanadoo.fr"),
    "RU": ("mail.ru", "yandex.ru", "gmail.com", "rambler.ru"),
    "CN": ("qq.com", "163.com", "126.com", "sina.com"),
    "JP": ("gmail.com", "yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "i.softbank.jp"),
    "KR": ("naver.com", "daum.net", "gmail.com", "kakao.com"),
    "IN": ("gmail.com", "rediffmail.com", "yahoo.co.in"),
    "BR": ("gmail.com", "uol.com.br", "bol.com.br", "hotmail.com"),
    "_": ("gmail.com", "gmail.com", "outlook.com", "yahoo.com", "hotmail.com", "icloud.com",
          "protonmail.com"),
}

EMAIL_CUSTOM = ("School", "Uni", "iCloud", "Old", "Newsletter", "Privat")

# Labels nobody can make sense of: empty, unprintable or noise.
GARBAGE_LABELS = ("", "x-123", "TYPE=asdf", "asdf", "_$!<>!$_", "???", "(null)", "<null>", "-",
                  "0", "label", "\x01", "\x7f", "_$!<Mobile", "  ", "x-", "null", "undefined",
                  "\u200b", "X-X-X", "\ufffd\ufffd", "phone2", "..", "#", "type")

URL_HOSTS = ("https://www.linkedin.com/in/{user}", "https://{user}.example.com",
             "http://blog.example.org/~{user}/", "https://github.com/{user}",
             "https://www.facebook.com/{user}", "https://example.com/team/{user}?ref=contacts&x=1")

IM_SERVICES = (("Skype", "skype:{user}"), ("Jabber", "xmpp:{user}@jabber.example"),
               ("Facebook", "x-apple:{user}"), ("QQ", "x-apple:{digits}"), ("Line", "x-apple:{user}"))

PRODIDS = {
    "apple": ("-//Apple Inc.//iPhone OS 17.5.1//EN", "-//Apple Inc.//macOS 14.5//EN",
              "-//Apple Inc.//Mac OS X 10.15.7//EN"),
    "android": ("+//IDN bitfire.at//DAVx5/4.4.1-ose ez-vcard/0.11.3",),
    "nextcloud": ("-//Sabre//Sabre VObject 4.5.4//EN",),
}
