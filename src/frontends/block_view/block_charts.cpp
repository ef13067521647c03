#include "block_charts.h"

#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include "campaign_legend.h"

namespace tricorne::app {

namespace {
QString cell(const nlohmann::json& j) {
    if (j.is_string()) return QString::fromStdString(j.get<std::string>()).toHtmlEscaped();
    if (j.is_boolean()) return j.get<bool>() ? QStringLiteral("yes") : QStringLiteral("no");
    if (j.is_array()) {
        QStringList parts;
        for (const auto& e : j) parts << cell(e);
        return parts.join(QStringLiteral(", "));
    }
    if (j.is_object()) {
        QStringList parts;
        for (const auto& [k, v] : j.items())
            if (k != "source") parts << QStringLiteral("%1: %2").arg(QString::fromStdString(k), cell(v));
        return parts.join(QStringLiteral("; "));
    }
    return QString::fromStdString(j.dump()).toHtmlEscaped();
}

QString page(const QString& title, const QString& body) {
    return QStringLiteral("<h2>%1</h2>%2").arg(title, body);
}

QString unitTypes(const nlohmann::json& t) {
    QString html = QStringLiteral("<table border=1 cellpadding=4 cellspacing=0><tr><th>Unit type</th><th>SP</th><th>Move</th>"
                                  "<th>Hits on</th><th>Infantry</th><th>Rule</th></tr>");
    for (const auto& u : t.value("unitTypes", nlohmann::json::array())) {
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4+</td><td>%5</td><td>%6</td></tr>")
                    .arg(cell(u.value("name", nlohmann::json())), cell(u.value("sp", nlohmann::json())), cell(u.value("move", nlohmann::json())),
                         cell(u.value("hitOn", nlohmann::json())), cell(u.value("infantry", nlohmann::json())), cell(u.value("source", nlohmann::json())));
    }
    return html + QStringLiteral("</table><p>Artillery moves on blue roads only (B3.1). Leaders: group limit left of the star, rate right of it (B3.1).</p>");
}

QString actionPoints(const nlohmann::json& t) {
    const nlohmann::json ap = t.value("actionPoints", nlohmann::json::object());
    QString html = QStringLiteral("<p>Each side: %1 AP a turn, plus its die read below (B5).</p>"
                                  "<table border=1 cellpadding=4 cellspacing=0><tr><th>Die</th><th>British adds</th><th>American adds</th></tr>")
                       .arg(cell(ap.value("base", nlohmann::json())));
    const auto british = ap.value("britishAdds", nlohmann::json::array());
    const auto american = ap.value("americanAdds", nlohmann::json::array());
    for (std::size_t i = 0; i < std::min(british.size(), american.size()); ++i)
        html += QStringLiteral("<tr><td>%1</td><td>+%2</td><td>+%3</td></tr>").arg(i + 1).arg(cell(british[i]), cell(american[i]));
    html += QStringLiteral("</table><p>The higher total moves first; a tie: the American (B5).</p>"
                           "<ul><li>1 AP: a leader and his group, or one unit alone (B6).</li>"
                           "<li>1 AP: all five Native blocks, each alone (B6).</li>"
                           "<li>2 AP: a move that begins out of supply (B7).</li>"
                           "<li>Arnold: his own extra AP from the turn he enters (B3.1).</li></ul>");
    const nlohmann::json roads = t.value("roads", nlohmann::json::object());
    html += QStringLiteral("<h3>Road limits, per player a turn (B6)</h3><table border=1 cellpadding=4 cellspacing=0>"
                           "<tr><td>Brown road</td><td>%1</td></tr><tr><td>Blue road</td><td>%2</td></tr><tr><td>Dotted crossing</td><td>%3</td></tr></table>")
                .arg(cell(roads.value("brown", nlohmann::json())), cell(roads.value("blue", nlohmann::json())), cell(roads.value("crossing", nlohmann::json())));
    const nlohmann::json march = t.value("forceMarch", nlohmann::json::object());
    html += QStringLiteral("<h3>Force march (B12.2, optional)</h3><ul>"
                           "<li>After normal movement, a leader whose move is over: %1 AP (2 out of supply) and a die; he goes one point further on %2.</li>"
                           "<li>Then a die for each unit that ended his move with him: it follows on %3, and loses 1 SP on %4.</li>"
                           "<li>Never into a point with enemy blocks; not by the same leader two turns running; once declared, "
                           "the player's normal moves are over (A37, A42).</li></ul>")
                .arg(cell(march.value("apCost", nlohmann::json())), cell(march.value("leaderSucceedsOn", nlohmann::json())),
                     cell(march.value("unitFollowsOn", nlohmann::json())), cell(march.value("attritionOn", nlohmann::json())));
    return html;
}

QString everyTable(const nlohmann::json& t) {
    QString html = QStringLiteral("<table border=1 cellpadding=4 cellspacing=0><tr><th>Table</th><th>Numbers</th></tr>");
    for (const auto& [key, value] : t.items()) {
        if (key == "schemaVersion" || key == "game" || key == "unitTypes") continue;
        html += QStringLiteral("<tr><td valign=top><b>%1</b></td><td>%2</td></tr>").arg(QString::fromStdString(key), cell(value));
    }
    return html + QStringLiteral("</table>");
}

QTextBrowser* browser(const QString& html, QWidget* parent) {
    auto* b = new QTextBrowser(parent);
    b->setHtml(html);
    return b;
}
}  // namespace

BlockChartsWindow::BlockChartsWindow(const QString& tablesPath, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Charts — Saratoga 1777, the block game"));
    nlohmann::json tables = nlohmann::json::object();
    QFile in(tablesPath);
    if (in.open(QIODevice::ReadOnly)) tables = nlohmann::json::parse(in.readAll().toStdString(), nullptr, false);
    if (tables.is_discarded() || !tables.is_object()) tables = nlohmann::json::object();
    auto* layout = new QVBoxLayout(this);
    m_pages = new QTabWidget(this);
    layout->addWidget(m_pages);
    m_pages->addTab(browser(page(tr("Sequence of Play (B5)"),
                                 tr("<p>24 turns. Each turn:</p><ol>"
                                    "<li>Both sides roll their action point die, the British first (B5).</li>"
                                    "<li>Player one (the higher AP; a tie, the American) moves, spending AP (B6).</li>"
                                    "<li>Player one fights his battles as the attacker, in the order he chooses (B9).</li>"
                                    "<li>Player two moves (B6), then fights his battles as the attacker (B9).</li>"
                                    "<li>Victory is checked (B11); the turn marker moves on.</li></ol>"
                                    "<p>Each block moves once a turn. From turn 14 the British may spend 1 AP to roll for Clinton: "
                                    "even, he goes to the Hudson River/West Point box and the American must send 4 regulars of 10 SP there (B8).</p>")),
                        this),
                tr("Sequence of Play"));
    m_pages->addTab(browser(page(tr("Action Points and Movement (B5, B6)"), actionPoints(tables)), this), tr("Action Points"));
    m_pages->addTab(browser(page(tr("Supply (B7)"),
                                 tr("<p>A unit checks supply as it begins to move: traced through points free of enemy blocks to a supply source.</p>"
                                    "<ul><li>American sources: Green Mountains, Manchester, Bennington, Albany.</li>"
                                    "<li>British sources: Valcour Island, Oswego.</li>"
                                    "<li>Out of supply: the move costs 2 AP instead of 1.</li>"
                                    "<li>Native blocks are always in supply and never cut the American's supply.</li>"
                                    "<li>B12.4 (optional): a British or Hessian unit ending its turn without a blue-road line to Valcour Island or Ft. Ticonderoga costs the British 1 AP.</li></ul>")),
                        this),
                tr("Supply"));
    m_pages->addTab(browser(page(tr("Battle in Brief (B9, B10)"),
                                 tr("<ol><li>Deployment (B9.1): the defender, then the attacker, stand their blocks hidden; each of Left, Center and Right "
                                    "needs an infantry or artillery block; the rest anywhere, the Reserve included. Then the battlefield blocks are laid face up.</li>"
                                    "<li>Skirmish (B9.2): fewer than three blocks on both sides: all in the Center, no Reserve.</li>"
                                    "<li>Overrun (B9.3): three or more attack fewer than three outside a fort: each defender loses 1 SP and retreats.</li>"
                                    "<li>Rounds (B9.4): the defender moves or fires each block, then the attacker.</li>"
                                    "<li>Movement (B9.5): between a battlefield position and the Reserve; a block that moves does not fire.</li>"
                                    "<li>Fire (B9.6): one die a SP at the opposite position (Right at Left, Center at Center, Left at Right); the owner takes the hits. "
                                    "Arnold rolls 4 dice; two 1s remove him.</li>"
                                    "<li>Militia flee (B9.7): a British or Hessian 1 (a Native 1 or 2) sends a militia block to the Reserve; not in a fort.</li>"
                                    "<li>Water and forts (B9.8, B9.9): one die less for each attacker in the first round.</li>"
                                    "<li>Withdrawal (B9.10): from round 2, defender first; the enemy fires one die a battlefield block.</li>"
                                    "<li>Retreat (B9.11): a battlefield position emptied: everything retreats under one round of fire.</li>"
                                    "<li>Where to (B10): one connected point, free of the enemy; the attacker back where he came from.</li></ol>")
                                     + page(tr("Victory (B11)"),
                                            tr("<p>The British win at the end of an American turn holding with British or Hessian units Ft. Ticonderoga and Albany, "
                                               "or Ft. Ticonderoga, Bennington and Manchester. The American wins when the British SP falls below 25, or at the end of turn 24.</p>"))),
                        this),
                tr("Battle"));
    m_pages->addTab(browser(page(tr("Unit Types (B3.1)"), unitTypes(tables)) + page(tr("Every Table (tables.json)"), everyTable(tables)), this),
                    tr("Tables"));
    auto* legendScene = new QGraphicsScene(this);
    legendScene->addItem(new CampaignLegendItem(QPointF(0, 0)));
    auto* legend = new QGraphicsView(legendScene, this);
    legend->setRenderHint(QPainter::Antialiasing);
    m_pages->addTab(legend, tr("Map Legend"));
    resize(760, 640);
}

bool BlockChartsWindow::showPage(const QString& title) {
    for (int i = 0; i < m_pages->count(); ++i)
        if (m_pages->tabText(i) == title) {
            m_pages->setCurrentIndex(i);
            return true;
        }
    return false;
}

}  // namespace tricorne::app
