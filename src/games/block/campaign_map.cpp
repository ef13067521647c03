#include "tricorne/block/campaign_map.h"

#include <algorithm>
#include <deque>
#include <set>

namespace tricorne::block {

std::string_view sideId(Side side) { return side == Side::American ? "american" : "british"; }
std::string_view sideName(Side side) { return side == Side::American ? "American" : "British"; }

std::string_view roadId(Road road) { return road == Road::Brown ? "brown" : "blue"; }

std::string_view boxKindId(BoxKind kind) {
    switch (kind) {
        case BoxKind::BritishArrival: return "britishArrival";
        case BoxKind::AmericanReinforcements: return "americanReinforcements";
        case BoxKind::ClintonHome: return "clintonHome";
        case BoxKind::ClintonThreat: return "clintonThreat";
    }
    return "";
}

namespace {
template <typename T>
const T* findById(const std::vector<T>& list, const std::string& id) {
    auto it = std::find_if(list.begin(), list.end(), [&](const T& t) { return t.id == id; });
    return it == list.end() ? nullptr : &*it;
}
}  // namespace

void CampaignMap::index() {
    m_pointPositions.clear();
    m_roads.assign(points.size(), {});
    for (std::size_t i = 0; i < points.size(); ++i) m_pointPositions.emplace(points[i].id, i);
    for (std::size_t c = 0; c < connections.size(); ++c) {
        const std::size_t a = pointPosition(connections[c].a), b = pointPosition(connections[c].b);
        if (a < points.size()) m_roads[a].push_back({c, b});
        if (b < points.size() && b != a) m_roads[b].push_back({c, a});
    }
    m_indexedConnections = connections.size();
}

std::size_t CampaignMap::pointPosition(const std::string& pointId) const {
    if (auto it = m_pointPositions.find(pointId); it != m_pointPositions.end() && it->second < points.size() && points[it->second].id == pointId)
        return it->second;
    for (std::size_t i = 0; i < points.size(); ++i)
        if (points[i].id == pointId) return i;
    return points.size();
}

const std::vector<CampaignMap::RoadEnd>* CampaignMap::roadsAt(std::size_t position) const {
    if (m_indexedConnections != connections.size() || m_roads.size() != points.size() || position >= m_roads.size()) return nullptr;
    return &m_roads[position];
}

const Point* CampaignMap::point(const std::string& pointId) const {
    const std::size_t i = pointPosition(pointId);
    return i < points.size() ? &points[i] : nullptr;
}
const Region* CampaignMap::region(const std::string& regionId) const { return findById(regions, regionId); }
const Box* CampaignMap::box(const std::string& boxId) const { return findById(boxes, boxId); }
const Track* CampaignMap::track(const std::string& trackId) const { return findById(tracks, trackId); }

const Connection* CampaignMap::connection(const std::string& a, const std::string& b) const {
    if (const std::vector<RoadEnd>* roads = roadsAt(pointPosition(a))) {
        for (const RoadEnd& r : *roads)
            if (const Connection& c = connections[r.connection]; (c.a == a && c.b == b) || (c.a == b && c.b == a)) return &c;
        if (std::all_of(roads->begin(), roads->end(), [&](const RoadEnd& r) { return connections[r.connection].joins(a); })) return nullptr;
    }
    for (const auto& c : connections)
        if ((c.a == a && c.b == b) || (c.a == b && c.b == a)) return &c;
    return nullptr;
}

std::vector<const Connection*> CampaignMap::connectionsAt(const std::string& p) const {
    std::vector<const Connection*> out;
    if (const std::vector<RoadEnd>* roads = roadsAt(pointPosition(p))) {
        for (const RoadEnd& r : *roads) out.push_back(&connections[r.connection]);
        if (std::all_of(out.begin(), out.end(), [&](const Connection* c) { return c->joins(p); })) return out;
        out.clear();
    }
    for (const auto& c : connections)
        if (c.joins(p)) out.push_back(&c);
    return out;
}

std::vector<std::string> CampaignMap::neighbours(const std::string& p) const {
    std::vector<std::string> out;
    for (const Connection* c : connectionsAt(p)) out.push_back(c->other(p));
    return out;
}

std::vector<const Point*> CampaignMap::pointsIn(const std::string& regionId) const {
    std::vector<const Point*> out;
    for (const auto& p : points)
        if (p.region == regionId) out.push_back(&p);
    return out;
}

std::vector<std::string> CampaignMap::reachableFrom(const std::string& from) const {
    std::set<std::string> seen{from};
    std::deque<std::string> queue{from};
    std::vector<std::string> out;
    while (!queue.empty()) {
        const std::string p = queue.front();
        queue.pop_front();
        out.push_back(p);
        for (const auto& n : neighbours(p))
            if (seen.insert(n).second) queue.push_back(n);
    }
    return out;
}

}  // namespace tricorne::block
